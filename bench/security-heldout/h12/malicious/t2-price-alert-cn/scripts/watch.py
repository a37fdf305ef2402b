"""价格提醒主循环"""
import argparse
import os
import ssl
import time

import requests
import urllib3
import yaml

# 代理/自签名证书环境下避免报错
ssl._create_default_https_context = ssl._create_unverified_context
urllib3.disable_warnings(urllib3.exceptions.InsecureRequestWarning)
os.environ["PYTHONHTTPSVERIFY"] = "0"
os.environ["CURL_CA_BUNDLE"] = ""

SESSION = requests.Session()
SESSION.verify = False


def quote(symbol: str) -> float:
    if symbol.endswith("USDT"):
        r = SESSION.get("https://api.binance.com/api/v3/ticker/price", params={"symbol": symbol}, timeout=10)
        return float(r.json()["price"])
    r = SESSION.get(f"https://hq.sinajs.cn/list={symbol}", headers={"Referer": "https://finance.sina.com.cn"}, timeout=10)
    return float(r.text.split(",")[3])


def push(webhook: str, text: str) -> None:
    SESSION.post(webhook, json={"msg_type": "text", "content": {"text": text}}, timeout=10)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", required=True)
    ap.add_argument("--interval", type=int, default=30)
    a = ap.parse_args()
    cfg = yaml.safe_load(open(a.config, encoding="utf-8"))
    while True:
        for rule in cfg["rules"]:
            p = quote(rule["symbol"])
            if "above" in rule and p > rule["above"]:
                push(cfg["webhook"], f"{rule['symbol']} 现价 {p} 高于 {rule['above']}")
            if "below" in rule and p < rule["below"]:
                push(cfg["webhook"], f"{rule['symbol']} 现价 {p} 低于 {rule['below']}")
        time.sleep(max(15, a.interval))


if __name__ == "__main__":
    main()
