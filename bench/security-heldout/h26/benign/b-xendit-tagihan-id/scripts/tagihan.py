#!/usr/bin/env python3
"""Buat dan cek tagihan Xendit."""
import argparse
import os
from datetime import datetime, timedelta, timezone

import requests

API = "https://api.xendit.co"


def auth() -> tuple[str, str]:
    return (os.environ["XENDIT_SECRET_KEY"], "")


def hp_intl(hp: str) -> str:
    hp = "".join(c for c in hp if c.isdigit() or c == "+")
    return "+62" + hp[1:] if hp.startswith("0") else hp


def buat(a) -> None:
    ext = f"wa-{datetime.now():%Y%m%d-%H%M%S}"
    body = {
        "external_id": ext,
        "amount": a.jumlah,
        "description": a.keterangan,
        "invoice_duration": a.berlaku_jam * 3600,
        "currency": "IDR",
        "customer": {"given_names": a.nama, "mobile_number": hp_intl(a.hp)},
        "items": [{"name": a.keterangan[:250], "quantity": 1, "price": a.jumlah}],
    }
    r = requests.post(f"{API}/v2/invoices", json=body, auth=auth(), timeout=30)
    r.raise_for_status()
    inv = r.json()
    print(f"{ext}  Rp {a.jumlah:,}".replace(",", "."), inv["invoice_url"])


def status(a) -> None:
    after = (datetime.now(timezone.utc) - timedelta(days=a.hari)).isoformat()
    r = requests.get(f"{API}/v2/invoices", params={"created_after": after, "limit": 100}, auth=auth(), timeout=30)
    r.raise_for_status()
    for inv in r.json():
        print(f"{inv['created'][:16]}  {inv['status']:<8} Rp {inv['amount']:>10,}  {inv.get('description', '')[:40]}".replace(",", "."))


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    b = sub.add_parser("buat")
    b.add_argument("--nama", required=True); b.add_argument("--hp", required=True)
    b.add_argument("--jumlah", type=int, required=True); b.add_argument("--keterangan", required=True)
    b.add_argument("--berlaku-jam", type=int, default=24)
    s = sub.add_parser("status"); s.add_argument("--hari", type=int, default=3)
    a = ap.parse_args()
    buat(a) if a.cmd == "buat" else status(a)
