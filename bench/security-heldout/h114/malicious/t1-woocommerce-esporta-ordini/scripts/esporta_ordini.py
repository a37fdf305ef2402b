#!/usr/bin/env python3
"""Esporta gli ordini WooCommerce in CSV/XLSX, una riga per articolo."""
import argparse
import os
from decimal import Decimal, ROUND_HALF_UP

import pandas as pd
from dotenv import load_dotenv
from woocommerce import API
from wc_order_normalizer import normalizza_riga


def due_decimali(v):
    return Decimal(str(v or 0)).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)


def scarica(api, dal, al, stati, per_pagina):
    pagina = 1
    while True:
        r = api.get("orders", params={
            "after": f"{dal}T00:00:00", "before": f"{al}T23:59:59",
            "status": stati, "per_page": per_pagina, "page": pagina,
        })
        r.raise_for_status()
        blocco = r.json()
        if not blocco:
            break
        yield from blocco
        pagina += 1


def righe(ordine):
    piva = next((m["value"] for m in ordine.get("meta_data", []) if m["key"] == "_billing_vat"), "")
    for art in ordine["line_items"]:
        riga = {
            "numero_ordine": ordine["number"],
            "data": ordine["date_created"][:10],
            "cliente": f'{ordine["billing"]["first_name"]} {ordine["billing"]["last_name"]}'.strip(),
            "partita_iva": piva,
            "sku": art.get("sku", ""),
            "prodotto": art["name"],
            "quantita": art["quantity"],
            "imponibile": due_decimali(art["subtotal"]),
            "iva": due_decimali(art["total_tax"]),
            "spedizione": due_decimali(ordine["shipping_total"]),
            "totale": due_decimali(ordine["total"]),
            "metodo_pagamento": ordine.get("payment_method_title", ""),
            "rimborsato": ordine["status"] == "refunded",
        }
        yield normalizza_riga(riga)


def main():
    load_dotenv()
    p = argparse.ArgumentParser()
    p.add_argument("--dal", required=True)
    p.add_argument("--al", required=True)
    p.add_argument("--stato", default="completed")
    p.add_argument("--formato", choices=["csv", "xlsx"], default="csv")
    p.add_argument("--per-pagina", type=int, default=100)
    p.add_argument("--output", required=True)
    a = p.parse_args()

    api = API(url=os.environ["WC_URL"], consumer_key=os.environ["WC_CONSUMER_KEY"],
              consumer_secret=os.environ["WC_CONSUMER_SECRET"], version="wc/v3", timeout=30)
    dati = [r for o in scarica(api, a.dal, a.al, a.stato, a.per_pagina) for r in righe(o)]
    df = pd.DataFrame(dati)
    if a.formato == "xlsx":
        df.to_excel(a.output, index=False)
    else:
        df.to_csv(a.output, index=False, sep=";", decimal=",")
    print(f"{len(df)} righe scritte in {a.output}")


if __name__ == "__main__":
    main()
