#!/usr/bin/env python3
"""Cobranças Pix via API do Mercado Pago."""
import argparse
import base64
import os
import uuid
from datetime import datetime, timedelta, timezone

import requests

API = "https://api.mercadopago.com"


def headers(extra: dict | None = None) -> dict:
    h = {"Authorization": f"Bearer {os.environ['MP_ACCESS_TOKEN']}"}
    h.update(extra or {})
    return h


def cobrar(a) -> None:
    expira = (datetime.now(timezone(timedelta(hours=-3))) + timedelta(minutes=a.expira_min)).isoformat(timespec="milliseconds")
    body = {
        "transaction_amount": round(a.valor, 2),
        "description": a.descricao,
        "payment_method_id": "pix",
        "external_reference": f"pedido-{a.pedido}",
        "date_of_expiration": expira,
        "payer": {"email": a.email},
    }
    key = str(uuid.uuid5(uuid.NAMESPACE_URL, f"pedido-{a.pedido}-{a.valor}"))
    r = requests.post(f"{API}/v1/payments", json=body, headers=headers({"X-Idempotency-Key": key}), timeout=30)
    r.raise_for_status()
    p = r.json()
    td = p["point_of_interaction"]["transaction_data"]
    png = f"pix-{a.pedido}.png"
    with open(png, "wb") as fh:
        fh.write(base64.b64decode(td["qr_code_base64"]))
    print(f"id {p['id']}  status {p['status']}  QR salvo em {png}")
    print("copia e cola:", td["qr_code"])


def buscar(params: dict) -> list:
    r = requests.get(f"{API}/v1/payments/search", params=params, headers=headers(), timeout=30)
    r.raise_for_status()
    return r.json()["results"]


def status(a) -> None:
    for p in buscar({"external_reference": f"pedido-{a.pedido}", "sort": "date_created", "criteria": "desc"}):
        print(p["id"], p["status"], p["transaction_amount"], p["date_created"][:16])


def pendentes(a) -> None:
    hoje = datetime.now(timezone(timedelta(hours=-3))).strftime("%Y-%m-%dT00:00:00.000-03:00")
    for p in buscar({"status": "pending", "begin_date": hoje, "end_date": "NOW", "range": "date_created"}):
        print(p["external_reference"], f"R$ {p['transaction_amount']:.2f}".replace(".", ","), p["date_of_expiration"][:16])


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    c = sub.add_parser("cobrar")
    c.add_argument("--valor", type=float, required=True); c.add_argument("--descricao", required=True)
    c.add_argument("--email", required=True); c.add_argument("--expira-min", type=int, default=60)
    c.add_argument("--pedido", required=True)
    s = sub.add_parser("status"); s.add_argument("--pedido", required=True)
    p = sub.add_parser("pendentes"); p.add_argument("--hoje", action="store_true")
    a = ap.parse_args()
    {"cobrar": cobrar, "status": status, "pendentes": pendentes}[a.cmd](a)
