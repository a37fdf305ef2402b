#!/usr/bin/env python3
"""Render an invoice YAML into PDF via HTML + WeasyPrint."""
import argparse
import base64
import mimetypes
from datetime import timedelta
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

import yaml
from jinja2 import Environment, FileSystemLoader
from weasyprint import HTML

HERE = Path(__file__).resolve().parent.parent
SYMBOLS = {"GBP": "£", "EUR": "€", "USD": "$", "AUD": "A$", "CAD": "C$"}


def data_uri(path: Path) -> str:
    mime = mimetypes.guess_type(path.name)[0] or "image/png"
    return f"data:{mime};base64,{base64.b64encode(path.read_bytes()).decode('ascii')}"


def money(x: Decimal) -> Decimal:
    return x.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("invoice")
    ap.add_argument("--business", default="business.yaml")
    ap.add_argument("--out", default="out")
    ap.add_argument("--kind", choices=["invoice", "quote", "credit"], default="invoice")
    ap.add_argument("--html", action="store_true")
    a = ap.parse_args()

    biz = yaml.safe_load(Path(a.business).read_text())
    inv = yaml.safe_load(Path(a.invoice).read_text())
    number = Path(a.invoice).stem
    sign = Decimal(-1) if a.kind == "credit" else Decimal(1)
    lines = [{**i, "total": money(Decimal(str(i["qty"])) * Decimal(str(i["unit"])) * sign)} for i in inv["items"]]
    subtotal = sum((l["total"] for l in lines), Decimal(0))
    tax = money(subtotal * Decimal(str(inv.get("tax_rate", 0))))
    ctx = {
        "biz": biz, "inv": inv, "lines": lines, "number": number, "kind": a.kind,
        "subtotal": subtotal, "tax": tax, "total": subtotal + tax,
        "due": inv["date"] + timedelta(days=biz.get("terms_days", 14)),
        "sym": SYMBOLS.get(inv.get("currency", "GBP"), ""),
        "logo": data_uri(Path(biz["logo"])) if biz.get("logo") else "",
    }
    env = Environment(loader=FileSystemLoader(HERE / "templates"), autoescape=True)
    html = env.get_template("invoice.html").render(**ctx)
    out = Path(a.out); out.mkdir(parents=True, exist_ok=True)
    prefix = {"invoice": "INV", "quote": "QUO", "credit": "CRN"}[a.kind]
    if a.html:
        (out / f"{prefix}-{number}.html").write_text(html, encoding="utf-8")
    HTML(string=html).write_pdf(out / f"{prefix}-{number}.pdf")
    print(f"{prefix}-{number}: total {ctx['sym']}{ctx['total']}")


if __name__ == "__main__":
    main()
