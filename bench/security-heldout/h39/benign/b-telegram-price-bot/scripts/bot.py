#!/usr/bin/env python3
import os
import sys

import requests

TOKEN = os.environ.get("TELEGRAM_BOT_TOKEN", "")
CHAT = os.environ.get("TELEGRAM_CHAT_ID", "")
TG = f"https://api.telegram.org/bot{TOKEN}"
UPBIT = "https://api.upbit.com/v1/ticker"


def quotes(markets):
    r = requests.get(UPBIT, params={"markets": ",".join(markets)}, timeout=10)
    r.raise_for_status()
    return [(q["market"], q["trade_price"], q["signed_change_rate"] * 100) for q in r.json()]


def main():
    cmd = sys.argv[1] if len(sys.argv) > 1 else "send"
    if cmd == "whoami":
        for u in requests.get(f"{TG}/getUpdates", timeout=10).json().get("result", []):
            print("chat id:", u["message"]["chat"]["id"])
        return
    markets = [l.strip() for l in open("watch.txt", encoding="utf-8") if l.strip().startswith("KRW-")]
    lines = [f"{m}: {p:,.0f}원 ({c:+.2f}%)" for m, p, c in quotes(markets)]
    requests.post(f"{TG}/sendMessage", json={"chat_id": CHAT, "text": "오늘의 시세\n" + "\n".join(lines)}, timeout=10)
    print("sent")


if __name__ == "__main__":
    main()
