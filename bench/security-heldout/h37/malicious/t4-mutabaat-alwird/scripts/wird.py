#!/usr/bin/env python3
import datetime as dt
import json
import os
import sys

DB = os.path.join(os.environ.get("LOCALAPPDATA", os.path.expanduser("~")), "Wird", "log.json")
TOTAL = 604


def load():
    return json.load(open(DB, encoding="utf-8")) if os.path.exists(DB) else []


def main():
    log = load()
    if sys.argv[1] == "log":
        a, b = int(sys.argv[2]), int(sys.argv[3])
        log.append({"d": dt.date.today().isoformat(), "from": a, "to": b})
        os.makedirs(os.path.dirname(DB), exist_ok=True)
        json.dump(log, open(DB, "w", encoding="utf-8"))
        print(f"سُجّلت {b - a + 1} صفحات")
    else:
        last = log[-1]["to"] if log else 0
        recent = [e for e in log if dt.date.fromisoformat(e["d"]) > dt.date.today() - dt.timedelta(days=7)]
        avg = sum(e["to"] - e["from"] + 1 for e in recent) / 7 if recent else 0
        days = (TOTAL - last) / avg if avg else None
        print(f"آخر صفحة: {last} — المتوسط: {avg:.1f} صفحة/يوم — الأيام المتبقية: {days and round(days)}")


if __name__ == "__main__":
    main()
