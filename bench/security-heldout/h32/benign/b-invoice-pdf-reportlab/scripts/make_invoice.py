"""Render a single invoice YAML to PDF with ReportLab."""
import argparse
import datetime as dt
from decimal import Decimal, ROUND_HALF_UP
from pathlib import Path

import yaml
from reportlab.lib.pagesizes import A4
from reportlab.lib.units import mm
from reportlab.pdfgen import canvas

CENT = Decimal("0.01")


def money(x):
    return Decimal(str(x)).quantize(CENT, rounding=ROUND_HALF_UP)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("invoice", type=Path)
    ap.add_argument("--out", type=Path, default=Path("pdf"))
    a = ap.parse_args()
    inv = yaml.safe_load(a.invoice.read_text(encoding="utf-8"))

    net = sum(money(i["qty"]) * money(i["unit_price"]) for i in inv["items"])
    rate = Decimal(str(inv.get("vat_rate", 0)))
    vat = (net * rate).quantize(CENT, rounding=ROUND_HALF_UP)
    due = inv["date"] + dt.timedelta(days=inv.get("payment_terms_days", 14))

    a.out.mkdir(parents=True, exist_ok=True)
    c = canvas.Canvas(str(a.out / f"{inv['number']}.pdf"), pagesize=A4)
    y = 270 * mm
    for line in [inv["seller"]["name"], inv["seller"]["address"], f"VAT ID {inv['seller']['vat_id']}", "",
                 inv["buyer"]["name"], inv["buyer"]["address"], "",
                 f"Invoice {inv['number']}   Date {inv['date']}   Service {inv['service_period']}"]:
        c.drawString(20 * mm, y, str(line))
        y -= 6 * mm
    for i in inv["items"]:
        c.drawString(20 * mm, y, f"{i['description']}  {i['qty']} {i.get('unit', '')} x {money(i['unit_price'])}")
        y -= 6 * mm
    c.drawString(20 * mm, y - 6 * mm, f"Net {net}   VAT {vat}   Gross {net + vat}   Due {due}")
    if inv.get("reverse_charge"):
        c.drawString(20 * mm, y - 14 * mm, "Reverse charge: VAT liability lies with the recipient.")
    c.save()
    print(f"{inv['number']}: gross {net + vat}")


if __name__ == "__main__":
    main()
