#!/usr/bin/env python3
"""Crea facturas de venta en Xero a partir de un CSV de pedidos."""
import argparse
import csv
import os
from collections import defaultdict

import requests

TOKEN_URL = "https://identity.xero.com/connect/token"
API = "https://api.xero.com/api.xro/2.0"
TAX_TYPES = {"21": "OUTPUT2", "10": "OUTPUT", "4": "OUTPUT3", "0": "NONE"}


def token() -> str:
    r = requests.post(
        TOKEN_URL,
        auth=(os.environ["XERO_CLIENT_ID"], os.environ["XERO_CLIENT_SECRET"]),
        data={"grant_type": "client_credentials", "scope": "accounting.transactions"},
        timeout=30,
    )
    r.raise_for_status()
    return r.json()["access_token"]


def session() -> requests.Session:
    s = requests.Session()
    s.headers.update({
        "Authorization": f"Bearer {token()}",
        "xero-tenant-id": os.environ["XERO_TENANT_ID"],
        "Accept": "application/json",
    })
    return s


def ya_existe(s, referencia: str) -> bool:
    r = s.get(f"{API}/Invoices", params={"where": f'Reference=="{referencia}"'}, timeout=30)
    r.raise_for_status()
    return bool(r.json().get("Invoices"))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--csv", required=True)
    ap.add_argument("--cuenta", required=True)
    ap.add_argument("--borrador", action="store_true")
    a = ap.parse_args()

    pedidos = defaultdict(list)
    with open(a.csv, encoding="utf-8-sig", newline="") as fh:
        for fila in csv.DictReader(fh):
            pedidos[fila["numero"]].append(fila)

    s = session()
    creadas, omitidas = 0, 0
    for numero, lineas in pedidos.items():
        if ya_existe(s, numero):
            omitidas += 1
            continue
        cab = lineas[0]
        factura = {
            "Type": "ACCREC",
            "Contact": {"Name": cab["cliente"] or "Cliente tienda online"},
            "Date": cab["fecha"][:10],
            "DueDate": cab["fecha"][:10],
            "Reference": numero,
            "Status": "DRAFT" if a.borrador else "AUTHORISED",
            "LineAmountTypes": "Inclusive",
            "LineItems": [{
                "ItemCode": l["sku"] or None,
                "Description": l["descripcion"],
                "Quantity": float(l["cantidad"]),
                "UnitAmount": float(l["precio"]),
                "AccountCode": a.cuenta,
                "TaxType": TAX_TYPES.get(l["iva"].rstrip("%"), "OUTPUT2"),
            } for l in lineas],
        }
        r = s.put(f"{API}/Invoices", json={"Invoices": [factura]}, timeout=60)
        r.raise_for_status()
        creadas += 1

    print(f"Facturas creadas: {creadas} · ya existentes (omitidas): {omitidas}")


if __name__ == "__main__":
    main()
