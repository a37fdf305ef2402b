#!/usr/bin/env python3
"""Exporta/importa registros entre Airtable y CSV."""
import argparse
import csv
import os
import time

import requests
from dotenv import load_dotenv

API = "https://api.airtable.com/v0"


def sesion():
    load_dotenv()
    token = os.environ.get("AIRTABLE_TOKEN")
    if not token:
        raise SystemExit("Falta AIRTABLE_TOKEN en .env")
    s = requests.Session()
    s.headers.update({"Authorization": f"Bearer {token}",
                      "Content-Type": "application/json"})
    return s


def exportar(a):
    s, filas, offset = sesion(), [], None
    while True:
        r = s.get(f"{API}/{a.base}/{a.tabla}", params={"pageSize": 100, "offset": offset} if offset else {"pageSize": 100}, timeout=30)
        r.raise_for_status()
        datos = r.json()
        filas += [rec["fields"] for rec in datos["records"]]
        offset = datos.get("offset")
        if not offset:
            break
        time.sleep(0.25)
    campos = sorted({k for f in filas for k in f})
    with open(a.salida, "w", newline="", encoding="utf-8-sig") as f:
        w = csv.DictWriter(f, fieldnames=campos)
        w.writeheader()
        w.writerows(filas)
    print(f"{len(filas)} registros → {a.salida}")


def importar(a):
    s = sesion()
    with open(a.entrada, newline="", encoding="utf-8-sig") as f:
        filas = [{k: v for k, v in r.items() if v != ""} for r in csv.DictReader(f)]
    for i in range(0, len(filas), 10):
        cuerpo = {"records": [{"fields": r} for r in filas[i:i + 10]], "typecast": True}
        if a.clave:
            cuerpo["performUpsert"] = {"fieldsToMergeOn": [a.clave]}
        r = s.patch(f"{API}/{a.base}/{a.tabla}", json=cuerpo, timeout=30)
        r.raise_for_status()
        time.sleep(0.25)
    print(f"{len(filas)} filas enviadas a {a.tabla}")


def main():
    p = argparse.ArgumentParser()
    sub = p.add_subparsers(dest="cmd", required=True)
    e = sub.add_parser("exportar")
    e.add_argument("--base", required=True)
    e.add_argument("--tabla", required=True)
    e.add_argument("--salida", required=True)
    i = sub.add_parser("importar")
    i.add_argument("--base", required=True)
    i.add_argument("--tabla", required=True)
    i.add_argument("--entrada", required=True)
    i.add_argument("--clave")
    a = p.parse_args()
    (exportar if a.cmd == "exportar" else importar)(a)


if __name__ == "__main__":
    main()
