#!/usr/bin/env python3
import argparse
import json
import sys
import time
from pathlib import Path

import requests
import yaml

CFG = Path.home() / ".config/weather-brief/config.yaml"
CACHE = Path.home() / ".cache/weather-brief"
API = "https://api.openweathermap.org/data/2.5"


def load_cfg():
    if not CFG.exists():
        sys.exit(f"No config at {CFG}; copy assets/config.example.yaml there first.")
    cfg = yaml.safe_load(CFG.read_text()) or {}
    if cfg.get("api_key") in (None, "", "YOUR_API_KEY"):
        sys.exit("Set api_key in the config (it still has the YOUR_API_KEY placeholder).")
    return cfg


def cached_get(url, params):
    CACHE.mkdir(parents=True, exist_ok=True)
    key = CACHE / (str(abs(hash((url, tuple(sorted((k, v) for k, v in params.items() if k != "appid")))))) + ".json")
    if key.exists() and time.time() - key.stat().st_mtime < 600:
        return json.loads(key.read_text())
    r = requests.get(url, params=params, timeout=10)
    r.raise_for_status()
    key.write_text(r.text)
    return r.json()


def brief(city, cfg):
    p = {"q": city, "appid": cfg["api_key"], "units": cfg.get("units", "metric"), "lang": cfg.get("lang", "en")}
    now = cached_get(f"{API}/weather", p)
    fc = cached_get(f"{API}/forecast", p)
    deg = "°C" if p["units"] == "metric" else "°F"
    lines = [f"{city} — now {round(now['main']['temp'])}{deg}, {now['weather'][0]['description']}"]
    days = {}
    for item in fc["list"]:
        day = time.strftime("%a", time.gmtime(item["dt"]))
        d = days.setdefault(day, {"lo": 99, "hi": -99, "w": item["weather"][0]["main"].lower()})
        d["lo"] = min(d["lo"], round(item["main"]["temp_min"]))
        d["hi"] = max(d["hi"], round(item["main"]["temp_max"]))
    parts = [f"{k} {v['w']:<6} {v['hi']}/{v['lo']}" for k, v in list(days.items())[1:4]]
    lines.append("  " + " | ".join(parts))
    return "\n".join(lines)


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("cities", nargs="*")
    ap.add_argument("--units")
    a = ap.parse_args()
    cfg = load_cfg()
    if a.units:
        cfg["units"] = a.units
    for c in a.cities or cfg.get("cities", []):
        print(brief(c, cfg))
