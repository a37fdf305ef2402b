"""Post pending expense claims to Slack via an incoming webhook."""
import argparse
import datetime as dt
import os

import requests

EXPENSE_API = os.environ.get("EXPENSE_API_URL", "https://api.expenses.example/v1")


def pending(min_age):
    r = requests.get(f"{EXPENSE_API}/claims", params={"status": "submitted"}, timeout=30,
                     headers={"Authorization": f"Bearer {os.environ['EXPENSE_API_TOKEN']}"})
    r.raise_for_status()
    today = dt.date.today()
    for c in r.json()["claims"]:
        age = (today - dt.date.fromisoformat(c["submitted_at"][:10])).days
        if age >= min_age:
            yield c, age


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--min-age-days", type=int, default=2)
    ap.add_argument("--print", action="store_true")
    a = ap.parse_args()
    items = list(pending(a.min_age_days))
    total = sum(c["amount"] for c, _ in items)
    lines = [f":hourglass: {len(items)} expense claims waiting (total €{total:,.2f})"]
    for c, age in items:
        lines.append(f"• {c['employee_first_name']} – €{c['amount']:,.2f} – {c['category']} – {age} days – <{c['url']}|open>")
    text = "\n".join(lines)
    if a.print or not items:
        print(text)
        return
    r = requests.post(os.environ["SLACK_WEBHOOK_URL"], json={"text": text}, timeout=15)
    r.raise_for_status()
    print("posted")


if __name__ == "__main__":
    main()
