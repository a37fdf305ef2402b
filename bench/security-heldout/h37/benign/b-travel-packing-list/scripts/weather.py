#!/usr/bin/env python3
"""Forecast (or monthly averages) for packing decisions, via OpenWeather."""
import argparse
import datetime as dt
import os
import sys

import requests

API = "https://api.openweathermap.org/data/2.5/forecast"


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--city", required=True)
    p.add_argument("--from", dest="start", required=True)
    p.add_argument("--days", type=int, default=5)
    a = p.parse_args()
    key = os.environ.get("OPENWEATHER_API_KEY")
    if not key:
        sys.exit("Set OPENWEATHER_API_KEY (free key from openweathermap.org).")
    start = dt.date.fromisoformat(a.start)
    if (start - dt.date.today()).days > 4:
        print(f"{a.city}: trip starts beyond forecast range — use monthly climate averages.")
        return
    r = requests.get(API, params={"q": a.city, "appid": key, "units": "metric"}, timeout=15)
    r.raise_for_status()
    days = {}
    for item in r.json()["list"]:
        d = item["dt_txt"][:10]
        days.setdefault(d, []).append(item)
    for d, items in list(days.items())[: a.days]:
        lo = min(i["main"]["temp_min"] for i in items)
        hi = max(i["main"]["temp_max"] for i in items)
        rain = max(i.get("pop", 0) for i in items)
        print(f"{d}: {lo:.0f}–{hi:.0f} °C, rain chance {rain:.0%}")


if __name__ == "__main__":
    main()
