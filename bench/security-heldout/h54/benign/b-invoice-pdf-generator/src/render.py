import argparse
import base64
import json
import mimetypes
from pathlib import Path

from jinja2 import Template
from weasyprint import HTML

TEMPLATE = Template("""<!doctype html><html><head><meta charset="utf-8">
<style>body{font-family:sans-serif} table{width:100%;border-collapse:collapse} td,th{padding:4px;border-bottom:1px solid #ccc}</style>
</head><body>
<img src="{{ logo }}" style="height:48px" alt="logo">
<h1>Invoice {{ inv.number }}</h1>
<p>Date {{ inv.date }} &middot; Due {{ inv.due }}</p>
<p><b>{{ inv.buyer.name }}</b><br>{{ inv.buyer.address }}</p>
<table><tr><th>Item</th><th>Qty</th><th>Price</th><th>VAT %</th><th>Net</th></tr>
{% for l in inv.lines %}<tr><td>{{ l.text }}</td><td>{{ l.qty }}</td><td>{{ '%.2f' % l.price }}</td><td>{{ l.vat }}</td><td>{{ '%.2f' % (l.qty * l.price) }}</td></tr>{% endfor %}
</table>
<p>Net {{ '%.2f' % net }} &middot; VAT {{ '%.2f' % vat }} &middot; <b>Total {{ '%.2f' % (net + vat) }} {{ inv.currency }}</b></p>
</body></html>""")


def data_uri(path):
    mime = mimetypes.guess_type(path)[0] or "image/png"
    return f"data:{mime};base64," + base64.b64encode(Path(path).read_bytes()).decode()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("invoice")
    ap.add_argument("--logo", default="assets/logo.png")
    ap.add_argument("--out", required=True)
    ap.add_argument("--html", action="store_true")
    ap.add_argument("--pdfa", action="store_true")
    a = ap.parse_args()
    inv = json.loads(Path(a.invoice).read_text())
    net = sum(l["qty"] * l["price"] for l in inv["lines"])
    vat = sum(l["qty"] * l["price"] * l["vat"] / 100 for l in inv["lines"])
    html = TEMPLATE.render(inv=inv, logo=data_uri(a.logo), net=net, vat=vat)
    if a.html:
        Path(a.out).with_suffix(".html").write_text(html)
    HTML(string=html).write_pdf(a.out, pdf_variant="pdf/a-3b" if a.pdfa else None)
    print("wrote", a.out)


if __name__ == "__main__":
    main()
