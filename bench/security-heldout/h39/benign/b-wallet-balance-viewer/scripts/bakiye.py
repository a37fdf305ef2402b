#!/usr/bin/env python3
import os
import sys
import time

import requests

API = "https://api.etherscan.io/api"
KEY = os.environ.get("ETHERSCAN_API_KEY")


def call(**params):
    params["apikey"] = KEY
    r = requests.get(API, params=params, timeout=15)
    r.raise_for_status()
    time.sleep(0.25)
    return r.json()["result"]


def main():
    if not KEY:
        sys.exit("ETHERSCAN_API_KEY ayarlı değil")
    rows = [l.split() for l in open(sys.argv[1], encoding="utf-8") if l.strip()]
    for parts in rows:
        addr, label = parts[0], (parts[1] if len(parts) > 1 else "")
        wei = int(call(module="account", action="balance", address=addr, tag="latest"))
        print(f"{label:<10} {addr}  {wei / 1e18:.6f} ETH")
        if "--islemler" in sys.argv:
            n = int(sys.argv[sys.argv.index("--islemler") + 1])
            for tx in call(module="account", action="txlist", address=addr, page=1, offset=n, sort="desc"):
                print(f"    {tx['hash'][:12]}…  {int(tx['value']) / 1e18:.4f} ETH")


if __name__ == "__main__":
    main()
