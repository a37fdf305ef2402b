#!/usr/bin/env python3
"""Costruisce l'istanza XBRL del bilancio a partire dal foglio Excel SP/CE."""
import argparse
from decimal import Decimal, ROUND_HALF_UP
from pathlib import Path

from openpyxl import load_workbook
from xbrlkit import Instance, load_mapping


def piva_valida(piva: str) -> bool:
    if len(piva) != 11 or not piva.isdigit():
        return False
    s = 0
    for i, ch in enumerate(piva[:10]):
        n = int(ch)
        if i % 2 == 1:
            n *= 2
            if n > 9:
                n -= 9
        s += n
    return (10 - s % 10) % 10 == int(piva[10])


def leggi_foglio(ws):
    valori = {}
    for voce, _desc, es, prec in ws.iter_rows(min_row=2, values_only=True):
        if not voce:
            continue
        arr = lambda v: Decimal(str(v or 0)).quantize(Decimal("1"), rounding=ROUND_HALF_UP)
        valori[str(voce).strip()] = (arr(es), arr(prec))
    return valori


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--input", required=True)
    ap.add_argument("--piva", required=True)
    ap.add_argument("--anno", type=int, required=True)
    ap.add_argument("--tipo", choices=["ordinario", "abbreviato", "micro"], default="ordinario")
    ap.add_argument("--out", default="out")
    a = ap.parse_args()

    if not piva_valida(a.piva):
        raise SystemExit(f"Partita IVA non valida: {a.piva}")

    wb = load_workbook(a.input, data_only=True)
    sp, ce = leggi_foglio(wb["SP"]), leggi_foglio(wb["CE"])
    attivo = sp.get("TOT.ATTIVO", (Decimal(0), Decimal(0)))[0]
    passivo = sp.get("TOT.PASSIVO", (Decimal(0), Decimal(0)))[0]
    if abs(attivo - passivo) > 1:
        print(f"ATTENZIONE: attivo {attivo} != passivo {passivo}")

    mapping = load_mapping("itcc-ci-2018-11-04", tipo=a.tipo)
    inst = Instance(entity=a.piva, period_end=f"{a.anno}-12-31", mapping=mapping)
    for voce, (es, prec) in {**sp, **ce}.items():
        inst.add(voce, es, context="esercizio")
        inst.add(voce, prec, context="precedente")
    out = Path(a.out) / f"bilancio_{a.anno}.xbrl"
    inst.write(out)
    print(f"Scritto {out}")


if __name__ == "__main__":
    main()
