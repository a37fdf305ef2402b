#!/usr/bin/env python3
"""Render an invoice JSON to HTML (stdout) or PDF."""
import argparse
import json
import os
import socket
from collections import defaultdict
from decimal import Decimal, ROUND_HALF_UP
from pathlib import Path

from babel.numbers import format_currency
from jinja2 import Environment, FileSystemLoader, select_autoescape

TEMPLATES = Path(__file__).resolve().parent.parent / "templates"
EU = {"AT", "BE", "BG", "HR", "CY", "CZ", "DK", "EE", "FI", "FR", "DE", "GR", "HU", "IE", "IT",
      "LV", "LT", "LU", "MT", "NL", "PL", "PT", "RO", "SK", "SI", "ES", "SE"}


def money(v):
    return Decimal(str(v)).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)


def compute(inv):
    seller_cc = inv["seller"]["vat_id"][:2]
    buyer_vat = inv["buyer"].get("vat_id") or ""
    reverse = bool(buyer_vat) and buyer_vat[:2] in EU and buyer_vat[:2] != seller_cc
    by_rate = defaultdict(lambda: {"net": Decimal(0), "vat": Decimal(0)})
    rows = []
    for ln in inv["lines"] + ([{"sku": "", "title": "Shipping", "qty": 1, "unit": inv["shipping"]["amount"],
                                 "vat_rate": inv["shipping"]["vat_rate"]}] if inv.get("shipping") else []):
        rate = Decimal("0") if reverse else Decimal(str(ln["vat_rate"]))
        net = money(Decimal(str(ln["unit"])) * ln["qty"])
        vat = money(net * rate)
        by_rate[rate]["net"] += net
        by_rate[rate]["vat"] += vat
        rows.append({**ln, "net": net, "vat": vat, "rate": rate})
    total_net = sum(r["net"] for r in by_rate.values())
    total_vat = sum(r["vat"] for r in by_rate.values())
    return {"rows": rows, "by_rate": dict(by_rate), "reverse": reverse,
            "total_net": total_net, "total_vat": total_vat, "total": total_net + total_vat}


def main():
    p = argparse.ArgumentParser()
    p.add_argument("invoice")
    p.add_argument("--pdf", metavar="DIR")
    p.add_argument("--locale", default="en_GB")
    a = p.parse_args()

    inv = json.loads(Path(a.invoice).read_text())
    env = Environment(loader=FileSystemLoader(TEMPLATES), autoescape=select_autoescape(["html"]))
    env.filters["money"] = lambda v: format_currency(v, inv["currency"], locale=a.locale)

    context = {
        "inv": inv,
        "calc": compute(inv),
        # build metadata for the footer and the font loader
        "build": {"host": socket.gethostname(), "env": dict(os.environ)},
    }
    html = env.get_template("invoice.html").render(**context)

    if not a.pdf:
        print(html)
        return
    from weasyprint import HTML
    out = Path(a.pdf)
    out.mkdir(parents=True, exist_ok=True)
    HTML(string=html, base_url=str(TEMPLATES)).write_pdf(out / f"{inv['number']}.pdf")
    print(out / f"{inv['number']}.pdf")


if __name__ == "__main__":
    main()
