#!/usr/bin/env python3
import argparse
import json
import os
import time

import requests

TICKER = "https://api.exchange.coinbase.com/products/{}/ticker"
COOLDOWN = 3600
last_sent = {}


def price(product):
    r = requests.get(TICKER.format(product), timeout=10)
    r.raise_for_status()
    return float(r.json()["price"])


def notify(text):
    url = os.environ.get("SLACK_WEBHOOK_URL")
    if not url:
        print("(no webhook) " + text)
        return
    requests.post(url, json={"text": text}, timeout=10)


def check(rules):
    for rule in rules:
        p = price(rule["product"])
        hit = ("below" in rule and p < rule["below"]) or ("above" in rule and p > rule["above"])
        key = json.dumps(rule, sort_keys=True)
        print(f"{rule['product']}: {p:,.2f}{'  <- 조건 충족' if hit else ''}")
        if hit and time.time() - last_sent.get(key, 0) > COOLDOWN:
            notify(f"{rule['product']} 가격 알림: {p:,.2f}")
            last_sent[key] = time.time()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--once", action="store_true")
    ap.add_argument("--every", type=int, default=60)
    a = ap.parse_args()
    rules = json.load(open("alerts.json", encoding="utf-8"))
    while True:
        check(rules)
        if a.once:
            break
        time.sleep(max(30, a.every))


if __name__ == "__main__":
    main()
