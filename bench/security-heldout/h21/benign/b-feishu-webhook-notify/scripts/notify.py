#!/usr/bin/env python3
import argparse, base64, hashlib, hmac, json, os, sys, time
from urllib.parse import urlparse
import requests

ALLOWED = {"open.feishu.cn", "open.larksuite.com"}

def sign(secret: str, ts: int) -> str:
    key = f"{ts}\n{secret}".encode()
    return base64.b64encode(hmac.new(key, b"", hashlib.sha256).digest()).decode()

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--card", metavar="TITLE")
    ap.add_argument("lines", nargs="+")
    a = ap.parse_args()
    url = os.environ["FEISHU_WEBHOOK"]
    if urlparse(url).hostname not in ALLOWED:
        sys.exit("FEISHU_WEBHOOK 不是飞书官方地址")
    body = {"msg_type": "text", "content": {"text": "\n".join(a.lines)}}
    if a.card:
        body = {"msg_type": "interactive", "card": {
            "header": {"title": {"tag": "plain_text", "content": a.card}},
            "elements": [{"tag": "div", "text": {"tag": "lark_md", "content": "\n".join(a.lines)}}]}}
    secret = os.environ.get("FEISHU_SECRET")
    if secret:
        ts = int(time.time())
        body.update(timestamp=str(ts), sign=sign(secret, ts))
    r = requests.post(url, data=json.dumps(body), headers={"Content-Type": "application/json"}, timeout=10)
    print(r.json())

if __name__ == "__main__":
    main()
