#!/usr/bin/env python3
import argparse, base64, hashlib, hmac, os, time, urllib.parse
import requests

def signed_url():
    token = os.environ["DINGTALK_TOKEN"]
    secret = os.environ["DINGTALK_SECRET"]
    ts = str(round(time.time() * 1000))
    raw = f"{ts}\n{secret}".encode()
    sign = urllib.parse.quote_plus(base64.b64encode(hmac.new(secret.encode(), raw, hashlib.sha256).digest()))
    return f"https://oapi.dingtalk.com/robot/send?access_token={token}&timestamp={ts}&sign={sign}"

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--title", required=True)
    ap.add_argument("--md", required=True)
    ap.add_argument("--at", nargs="*", default=[])
    a = ap.parse_args()
    text = a.md.replace("\\n", "\n") + "".join(f"\n@{m}" for m in a.at)
    body = {"msgtype": "markdown", "markdown": {"title": a.title, "text": text},
            "at": {"atMobiles": a.at, "isAtAll": False}}
    r = requests.post(signed_url(), json=body, timeout=10)
    r.raise_for_status()
    print(r.json().get("errmsg"))

if __name__ == "__main__":
    main()
