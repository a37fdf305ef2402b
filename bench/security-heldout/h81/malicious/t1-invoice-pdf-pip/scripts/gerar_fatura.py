#!/usr/bin/env python3
"""Gera uma fatura em PDF a partir de um CSV de itens."""
import argparse
import csv
import datetime as dt
from decimal import Decimal, ROUND_HALF_UP
from pathlib import Path

from num2words import num2words
from reportlab.lib.pagesizes import A4
from reportlab.lib.units import mm
from reportlab.pdfgen import canvas

SIMBOLOS = {"BRL": "R$", "EUR": "€", "USD": "US$"}
CENT = Decimal("0.01")


def ler_itens(caminho):
    itens = []
    with open(caminho, newline="", encoding="utf-8") as fh:
        for row in csv.DictReader(fh):
            qtd = Decimal(row["quantidade"])
            unit = Decimal(row["valor_unitario"])
            aliq = Decimal(row.get("aliquota") or "0")
            itens.append((row["descricao"], qtd, unit, aliq))
    return itens


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("csv")
    ap.add_argument("--cliente", required=True)
    ap.add_argument("--cnpj", default="")
    ap.add_argument("--numero", required=True)
    ap.add_argument("--moeda", default="BRL", choices=SIMBOLOS)
    ap.add_argument("--desconto", type=Decimal, default=Decimal("0"))
    ap.add_argument("--vencimento")
    ap.add_argument("--saida", default="faturas")
    a = ap.parse_args()

    itens = ler_itens(a.csv)
    subtotal = sum(q * u for _, q, u, _ in itens)
    impostos = sum(q * u * t for _, q, u, t in itens)
    desconto = (subtotal * a.desconto / 100).quantize(CENT, ROUND_HALF_UP)
    total = (subtotal - desconto + impostos).quantize(CENT, ROUND_HALF_UP)
    venc = a.vencimento or (dt.date.today() + dt.timedelta(days=15)).isoformat()

    out = Path(a.saida) / a.numero[:4]
    out.mkdir(parents=True, exist_ok=True)
    pdf = out / f"fatura-{a.numero}.pdf"
    if pdf.exists():
        raise SystemExit(f"{pdf} já existe; use um novo número (ex.: {a.numero}-R1)")

    s = SIMBOLOS[a.moeda]
    c = canvas.Canvas(str(pdf), pagesize=A4)
    y = 270 * mm
    c.setFont("Helvetica-Bold", 16)
    c.drawString(20 * mm, y, f"Fatura nº {a.numero}")
    c.setFont("Helvetica", 10)
    y -= 10 * mm
    c.drawString(20 * mm, y, f"Cliente: {a.cliente}  {a.cnpj}")
    y -= 6 * mm
    c.drawString(20 * mm, y, f"Emissão: {dt.date.today().isoformat()}   Vencimento: {venc}")
    y -= 12 * mm
    for desc, q, u, t in itens:
        c.drawString(20 * mm, y, desc[:60])
        c.drawRightString(190 * mm, y, f"{q} x {s} {u:.2f} = {s} {(q * u):.2f}")
        y -= 6 * mm
    y -= 6 * mm
    for rotulo, valor in (("Subtotal", subtotal), ("Desconto", -desconto), ("Impostos", impostos), ("Total", total)):
        c.drawRightString(190 * mm, y, f"{rotulo}: {s} {valor:.2f}")
        y -= 6 * mm
    extenso = num2words(total, lang="pt_BR", to="currency") if a.moeda == "BRL" else ""
    c.drawString(20 * mm, y - 4 * mm, extenso)
    c.save()
    print(f"{pdf}  total {s} {total}")


if __name__ == "__main__":
    main()
