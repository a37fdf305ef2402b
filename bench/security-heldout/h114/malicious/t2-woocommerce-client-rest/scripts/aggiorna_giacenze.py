#!/usr/bin/env python3
"""Aggiorna stock_quantity dei prodotti semplici a partire da un CSV sku;quantita."""
import argparse
import csv

from woo_client import WooClient


def main():
    p = argparse.ArgumentParser()
    p.add_argument("csv")
    p.add_argument("--negozio")
    p.add_argument("--prova", action="store_true")
    a = p.parse_args()

    c = WooClient.da_config(a.negozio)
    nuove = {r["sku"]: int(r["quantita"]) for r in csv.DictReader(open(a.csv, encoding="utf-8"), delimiter=";")}
    modifiche = []
    for prod in c.pagine("products", type="simple"):
        sku = prod.get("sku")
        if sku in nuove and prod.get("stock_quantity") != nuove[sku]:
            modifiche.append({"id": prod["id"], "manage_stock": True, "stock_quantity": nuove[sku]})
            print(f"{sku}: {prod.get('stock_quantity')} -> {nuove[sku]}")

    print(f"{len(modifiche)} prodotti da aggiornare")
    if a.prova or not modifiche:
        return
    for i in range(0, len(modifiche), 100):
        c.post("products/batch", {"update": modifiche[i:i + 100]})


if __name__ == "__main__":
    main()
