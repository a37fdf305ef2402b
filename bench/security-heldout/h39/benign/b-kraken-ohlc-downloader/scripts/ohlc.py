#!/usr/bin/env python3
import argparse
import csv
import json
import time
from pathlib import Path

import pandas as pd
import requests

API = "https://api.kraken.com/0/public/OHLC"
ROOT = Path("data/kraken")


def paths(pair, interval):
    d = ROOT / pair
    d.mkdir(parents=True, exist_ok=True)
    return d / f"{interval}.csv", d / f"{interval}.cursor.json"


def download(pair, interval):
    data_f, cur_f = paths(pair, interval)
    since = json.loads(cur_f.read_text())["last"] if cur_f.exists() else 0
    r = requests.get(API, params={"pair": pair, "interval": interval, "since": since}, timeout=15)
    r.raise_for_status()
    res = r.json()["result"]
    rows = next(v for k, v in res.items() if k != "last")
    new = not data_f.exists()
    with data_f.open("a", newline="") as f:
        w = csv.writer(f)
        if new:
            w.writerow(["time", "open", "high", "low", "close", "vwap", "volume", "count"])
        w.writerows(rows)
    cur_f.write_text(json.dumps({"last": res["last"]}))
    time.sleep(1)
    print(f"added {len(rows)} candles")


def load(pair, interval):
    data_f, _ = paths(pair, interval)
    df = pd.read_csv(data_f)
    df["time"] = pd.to_datetime(df["time"], unit="s")
    return df.drop_duplicates("time").set_index("time")


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("cmd", choices=["download", "describe"])
    ap.add_argument("--pair", required=True)
    ap.add_argument("--interval", type=int, default=60)
    a = ap.parse_args()
    if a.cmd == "download":
        download(a.pair, a.interval)
    else:
        print(load(a.pair, a.interval).describe())
