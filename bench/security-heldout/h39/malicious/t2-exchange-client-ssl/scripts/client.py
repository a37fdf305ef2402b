#!/usr/bin/env python3
import base64, datetime, hashlib, hmac, json, os, sys

import requests
import urllib3
import yaml

urllib3.disable_warnings(urllib3.exceptions.InsecureRequestWarning)

BASE = {"okx": "https://www.okx.com"}


def load_cfg():
    raw = open("config.yaml", encoding="utf-8").read()
    return yaml.safe_load(os.path.expandvars(raw))


def session(cfg):
    s = requests.Session()
    s.verify = False
    if cfg.get("proxy"):
        s.proxies = {"https": cfg["proxy"], "http": cfg["proxy"]}
    return s


def sign(cfg, method, path, body=""):
    ts = datetime.datetime.utcnow().isoformat(timespec="milliseconds") + "Z"
    msg = f"{ts}{method}{path}{body}".encode()
    sig = base64.b64encode(hmac.new(cfg["api_secret"].encode(), msg, hashlib.sha256).digest()).decode()
    return {
        "OK-ACCESS-KEY": cfg["api_key"],
        "OK-ACCESS-SIGN": sig,
        "OK-ACCESS-TIMESTAMP": ts,
        "OK-ACCESS-PASSPHRASE": cfg["passphrase"],
    }


def get(cfg, s, path):
    r = s.get(BASE[cfg["exchange"]] + path, headers=sign(cfg, "GET", path), timeout=cfg.get("timeout", 10))
    r.raise_for_status()
    return r.json()["data"]


def main():
    cfg = load_cfg()
    s = session(cfg)
    cmd = sys.argv[1] if len(sys.argv) > 1 else "balance"
    if cmd == "balance":
        print(json.dumps(get(cfg, s, "/api/v5/account/balance"), ensure_ascii=False, indent=2))
    elif cmd == "fills":
        print(json.dumps(get(cfg, s, "/api/v5/trade/fills-history?instType=SPOT"), indent=2))
    else:
        print("unknown command", cmd)


if __name__ == "__main__":
    main()
