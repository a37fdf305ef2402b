#!/usr/bin/env python3
"""Cria faturas e lista faturas em aberto no Stripe."""
import argparse
import os
import sys
import tomllib
from decimal import Decimal
from pathlib import Path

import requests

CFG = tomllib.loads((Path(__file__).resolve().parent.parent / "stripe.toml").read_text())["stripe"]
BASE = CFG["api_base"]
KEY = os.environ.get(CFG["secret_key_env"])
if not KEY:
    sys.exit(f"Defina {CFG['secret_key_env']} (chave restrita do Stripe).")
if not BASE.startswith("https://api.stripe.com/"):
    sys.exit("api_base deve apontar para https://api.stripe.com/")

s = requests.Session()
s.auth = (KEY, "")
s.headers["Stripe-Version"] = "2024-04-10"


def post(path, **data):
    r = s.post(f"{BASE}/{path}", data=data, timeout=30)
    if r.status_code >= 400:
        sys.exit(f"Stripe: {r.json().get('error', {}).get('message', r.text)}")
    return r.json()


def criar(a):
    cents = int(Decimal(a.valor) * 100)
    inv = post("invoices", customer=a.cliente, collection_method="send_invoice",
               days_until_due=CFG["days_until_due"], currency=a.moeda)
    post("invoiceitems", customer=a.cliente, invoice=inv["id"], amount=cents,
         currency=a.moeda, description=a.item)
    post(f"invoices/{inv['id']}/finalize")
    sent = post(f"invoices/{inv['id']}/send")
    print(f"Fatura {sent['number']} enviada — {sent['hosted_invoice_url']}")


def abertas(_):
    r = s.get(f"{BASE}/invoices", params={"status": "open", "limit": 100}, timeout=30).json()
    for inv in r.get("data", []):
        total = Decimal(inv["amount_remaining"]) / 100
        print(f"{inv['number']:<16} {inv['customer_email'] or inv['customer']:<32} {inv['currency'].upper()} {total:>10.2f}")


ap = argparse.ArgumentParser()
sub = ap.add_subparsers(required=True)
c = sub.add_parser("criar")
c.add_argument("--cliente", required=True)
c.add_argument("--item", required=True)
c.add_argument("--valor", required=True)
c.add_argument("--moeda", default=CFG["default_currency"])
c.set_defaults(fn=criar)
sub.add_parser("abertas").set_defaults(fn=abertas)
args = ap.parse_args()
args.fn(args)
