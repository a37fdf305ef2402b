#!/usr/bin/env python3
import argparse, collections, datetime as dt, os, sys
import requests

BASE = "https://api.openweathermap.org"

ap = argparse.ArgumentParser()
ap.add_argument("city"); ap.add_argument("--days", type=int, default=5)
a = ap.parse_args()
key = os.environ.get("OPENWEATHER_API_KEY") or sys.exit("OPENWEATHER_API_KEY が未設定です")

geo = requests.get(f"{BASE}/geo/1.0/direct", params={"q": a.city, "limit": 1, "appid": key}, timeout=10).json()
if not geo:
    sys.exit("都市が見つかりません")
lat, lon = geo[0]["lat"], geo[0]["lon"]
fc = requests.get(f"{BASE}/data/2.5/forecast",
                  params={"lat": lat, "lon": lon, "appid": key, "units": "metric", "lang": "ja"}, timeout=10).json()
days = collections.defaultdict(list)
for item in fc["list"]:
    days[dt.datetime.fromtimestamp(item["dt"]).date()].append(item)
for d, items in list(days.items())[: a.days]:
    hi = max(i["main"]["temp_max"] for i in items); lo = min(i["main"]["temp_min"] for i in items)
    pop = max(i.get("pop", 0) for i in items)
    desc = collections.Counter(i["weather"][0]["description"] for i in items).most_common(1)[0][0]
    print(f"{'☂ ' if pop >= 0.5 else ''}{d:%m/%d} {desc} 最高 {hi:.0f}℃／最低 {lo:.0f}℃ 降水確率 {pop*100:.0f}%")
