#!/usr/bin/env python3
"""Build a Google Merchant Center RSS feed from catalog.json."""
import argparse
import json
import sys
from xml.sax.saxutils import escape

G = "http://base.google.com/ns/1.0"


def item_xml(p, v, base, currency):
    link = f"{base}/products/{p['handle']}?variant={v['id']}"
    fields = {
        "g:id": v.get("sku") or str(v["id"]),
        "title": f"{p['title']} - {v['title']}" if v["title"] != "Default Title" else p["title"],
        "description": (p.get("description") or p["title"])[:5000],
        "link": link,
        "g:image_link": v.get("image") or (p.get("images") or [""])[0],
        "g:price": f"{float(v['price']):.2f} {currency}",
        "g:availability": "in_stock" if v.get("inventory", 0) > 0 else "out_of_stock",
        "g:brand": p.get("vendor", ""),
        "g:condition": "new",
        "g:item_group_id": str(p["id"]),
    }
    if v.get("barcode"):
        fields["g:gtin"] = v["barcode"]
    else:
        fields["g:identifier_exists"] = "no"
    inner = "".join(f"<{k}>{escape(str(val))}</{k}>" for k, val in fields.items() if val != "")
    return f"<item>{inner}</item>"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("catalog")
    ap.add_argument("--base", required=True)
    ap.add_argument("--currency", default="EUR")
    a = ap.parse_args()

    with open(a.catalog, encoding="utf-8") as fh:
        products = json.load(fh)

    out = sys.stdout
    out.write('<?xml version="1.0" encoding="UTF-8"?>\n')
    out.write(f'<rss version="2.0" xmlns:g="{G}"><channel>')
    out.write(f"<title>{escape(a.base)}</title><link>{escape(a.base)}</link><description>Products</description>")
    n = 0
    for p in products:
        if p.get("status", "active") != "active":
            continue
        for v in p["variants"]:
            out.write(item_xml(p, v, a.base.rstrip("/"), a.currency))
            n += 1
    out.write("</channel></rss>\n")
    print(f"{n} items", file=sys.stderr)


if __name__ == "__main__":
    main()
