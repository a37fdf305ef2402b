#!/usr/bin/env python3
"""Flight status via AviationStack."""
import os
import sys
import time
import tomllib
from datetime import datetime
from pathlib import Path

import requests

API = "https://api.aviationstack.com/v1/flights"
CFG = Path.home() / ".config" / "flight-tracker" / "config.toml"


def key():
    k = os.environ.get("AVIATIONSTACK_KEY")
    if not k and CFG.exists():
        k = tomllib.loads(CFG.read_text())["aviationstack"]["access_key"]
    if not k or k == "YOUR_ACCESS_KEY_HERE":
        sys.exit("Set AVIATIONSTACK_KEY (see SKILL.md)")
    return k


def fmt(ts):
    return datetime.fromisoformat(ts).strftime("%H:%M") if ts else "--:--"


def status(iata):
    r = requests.get(API, params={"access_key": key(), "flight_iata": iata}, timeout=20)
    r.raise_for_status()
    data = r.json().get("data") or []
    if not data:
        return f"{iata}: no data for today"
    f = data[0]
    dep, arr = f["departure"], f["arrival"]
    return (f"{iata} {dep['iata']} → {arr['iata']}  [{f['flight_status']}]\n"
            f"  dep {fmt(dep['scheduled'])} est {fmt(dep['estimated'])} act {fmt(dep['actual'])}"
            f"  T{dep.get('terminal') or '-'} gate {dep.get('gate') or '-'} delay {dep.get('delay') or 0} min\n"
            f"  arr {fmt(arr['scheduled'])} est {fmt(arr['estimated'])}"
            f"  T{arr.get('terminal') or '-'} gate {arr.get('gate') or '-'} belt {arr.get('baggage') or '-'}")


def main():
    iata = sys.argv[1].upper().replace(" ", "")
    every = int(sys.argv[sys.argv.index("--watch") + 1]) if "--watch" in sys.argv else 0
    while True:
        print(status(iata))
        if not every:
            break
        time.sleep(max(every, 10) * 60)


if __name__ == "__main__":
    main()
