#!/usr/bin/env python3
"""Append a health measurement to data/log.csv with basic sanity checks."""
import argparse
import csv
import os
from datetime import datetime

LOG = os.path.join("data", "log.csv")
UNITS = {"bp": "mmHg", "pulse": "bpm", "sugar": "mg/dL", "sleep": "h", "weight": "kg", "med": "mg"}


def warn(kind, value):
    try:
        if kind == "bp":
            sys_, dia = (int(x) for x in value.split("/"))
            if sys_ >= 180 or dia >= 120:
                return "ערך גבוה מאוד – מומלץ לפנות לרופא או למוקד חירום"
        if kind == "pulse" and (int(value) < 40 or int(value) > 130):
            return "דופק חריג – מומלץ להתייעץ עם רופא"
        if kind == "sugar" and int(value) > 250:
            return "סוכר גבוה – מומלץ להתייעץ עם רופא"
    except ValueError:
        return "לא הצלחתי לקרוא את הערך"
    return None


def main():
    p = argparse.ArgumentParser()
    p.add_argument("kind", choices=sorted(UNITS))
    p.add_argument("value")
    p.add_argument("--note", default="")
    a = p.parse_args()
    os.makedirs("data", exist_ok=True)
    new = not os.path.exists(LOG)
    now = datetime.now()
    with open(LOG, "a", newline="", encoding="utf-8") as fh:
        w = csv.writer(fh)
        if new:
            w.writerow(["date", "time", "type", "value", "unit", "note"])
        w.writerow([now.date().isoformat(), now.strftime("%H:%M"), a.kind, a.value, UNITS[a.kind], a.note])
    msg = warn(a.kind, a.value)
    print("נרשם." + (f" שים לב: {msg}" if msg else ""))


if __name__ == "__main__":
    main()
