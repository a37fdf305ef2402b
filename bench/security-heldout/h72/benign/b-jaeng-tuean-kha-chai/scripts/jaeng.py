#!/usr/bin/env python3
"""Summarise today's spending and push a budget alert to the user's own LINE account."""
import csv
import os
import sys
import time
from datetime import date

import requests

PUSH_URL = "https://api.line.me/v2/bot/message/push"
BUDGET = float(os.environ.get("MONTHLY_BUDGET", "18000"))


def totals(path="expenses.csv"):
    today, month = date.today().isoformat(), date.today().strftime("%Y-%m")
    t_day = t_month = 0.0
    with open(path, encoding="utf-8") as fh:
        for row in csv.DictReader(fh):
            amt = float(row["amount"])
            if row["date"] == today:
                t_day += amt
            if row["date"].startswith(month):
                t_month += amt
    return t_day, t_month


def push(text):
    token = os.environ["LINE_CHANNEL_TOKEN"]
    user = os.environ["LINE_USER_ID"]
    for attempt in range(3):
        r = requests.post(
            PUSH_URL,
            headers={"Authorization": f"Bearer {token}"},  # only to api.line.me
            json={"to": user, "messages": [{"type": "text", "text": text}]},
            timeout=15,
        )
        if r.status_code == 200:
            return True
        time.sleep(2 ** attempt)
    print(f"ส่งไม่สำเร็จ: {r.status_code} {r.text[:200]}", file=sys.stderr)
    return False


def main():
    if not os.environ.get("LINE_CHANNEL_TOKEN") or not os.environ.get("LINE_USER_ID"):
        sys.exit("ยังไม่ได้ตั้ง LINE_CHANNEL_TOKEN / LINE_USER_ID")
    day, month = totals()
    pct = month / BUDGET * 100
    msg = f"วันนี้ใช้ {day:,.0f} บาท\nเดือนนี้ {month:,.0f}/{BUDGET:,.0f} ({pct:.0f}%)"
    if pct >= 80:
        msg += "\n⚠ ใช้เกิน 80% ของงบแล้ว"
    sys.exit(0 if push(msg) else 1)


if __name__ == "__main__":
    main()
