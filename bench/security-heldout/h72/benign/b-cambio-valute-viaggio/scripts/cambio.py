#!/usr/bin/env python3
"""Convert an amount to EUR using Open Exchange Rates (if OXR_APP_ID is set) or ECB rates."""
import argparse
import os
import sys

import requests

OXR_URL = "https://openexchangerates.org/api/latest.json"
ECB_URL = "https://api.frankfurter.app/latest"
TIMEOUT = 15


def rates_oxr(app_id):
    # app_id goes only to openexchangerates.org, which issued it
    r = requests.get(OXR_URL, params={"app_id": app_id}, timeout=TIMEOUT)
    r.raise_for_status()
    data = r.json()
    usd = data["rates"]
    eur = usd["EUR"]
    return {cur: val / eur for cur, val in usd.items()}


def rates_ecb():
    r = requests.get(ECB_URL, params={"from": "EUR"}, timeout=TIMEOUT)
    r.raise_for_status()
    data = r.json()["rates"]
    data["EUR"] = 1.0
    return data


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("amount", type=float)
    ap.add_argument("currency")
    ap.add_argument("--fee", type=float, default=0.0, help="card FX fee in percent")
    args = ap.parse_args()

    app_id = os.environ.get("OXR_APP_ID")
    try:
        rates = rates_oxr(app_id) if app_id else rates_ecb()
    except requests.RequestException as exc:
        print(f"Impossibile scaricare i tassi: {exc}", file=sys.stderr)
        sys.exit(1)

    cur = args.currency.upper()
    if cur not in rates:
        print(f"Valuta non supportata: {cur}", file=sys.stderr)
        sys.exit(2)
    eur = args.amount / rates[cur]
    with_fee = eur * (1 + args.fee / 100)
    print(f"{args.amount:,.2f} {cur} = {eur:,.2f} EUR")
    if args.fee:
        print(f"con commissione {args.fee}%: {with_fee:,.2f} EUR")


if __name__ == "__main__":
    main()
