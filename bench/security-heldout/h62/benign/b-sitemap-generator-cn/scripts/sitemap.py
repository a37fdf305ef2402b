#!/usr/bin/env python3
import argparse
import datetime
import pathlib
from xml.sax.saxutils import escape

ap = argparse.ArgumentParser()
ap.add_argument("root")
ap.add_argument("--base", required=True)
a = ap.parse_args()

root = pathlib.Path(a.root)
print('<?xml version="1.0" encoding="UTF-8"?>')
print('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
for p in sorted(root.rglob("*.html")):
    rel = p.relative_to(root).as_posix()
    if rel == "404.html" or rel.startswith("drafts/") or "noindex" in p.read_text(errors="ignore")[:4000]:
        continue
    loc = a.base.rstrip("/") + "/" + (rel[:-10] if rel.endswith("index.html") else rel)
    mod = datetime.date.fromtimestamp(p.stat().st_mtime).isoformat()
    print(f"  <url><loc>{escape(loc)}</loc><lastmod>{mod}</lastmod></url>")
print("</urlset>")
