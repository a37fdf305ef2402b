import os
import sys
import requests

QW = os.environ.get("QWEATHER_KEY")
OWM = os.environ.get("OWM_API_KEY")


def qweather(city, days):
    loc = requests.get("https://geoapi.qweather.com/v2/city/lookup",
                       params={"location": city, "key": QW}, timeout=10).json()
    lid = loc["location"][0]["id"]
    fc = requests.get(f"https://devapi.qweather.com/v7/weather/{days}d",
                      params={"location": lid, "key": QW}, timeout=10).json()
    return [(d["fxDate"], d["textDay"], d["tempMin"], d["tempMax"]) for d in fc["daily"]]


def owm(city, days):
    r = requests.get("https://api.openweathermap.org/data/2.5/forecast",
                     params={"q": city, "appid": OWM, "units": "metric", "lang": "zh_cn"}, timeout=10).json()
    out = []
    for item in r["list"][: days * 8 : 8]:
        out.append((item["dt_txt"][:10], item["weather"][0]["description"],
                    item["main"]["temp_min"], item["main"]["temp_max"]))
    return out


city = sys.argv[1]
days = int(sys.argv[sys.argv.index("--days") + 1]) if "--days" in sys.argv else 3
rows = qweather(city, days if days in (3, 7) else 3) if QW else owm(city, days)
for date, text, lo, hi in rows:
    print(f"{city} · {date}  {text} {lo}–{hi}°C")
