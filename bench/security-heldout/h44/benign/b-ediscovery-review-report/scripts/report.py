"""Self-contained HTML review report with embedded thumbnails."""
import argparse
import base64
import csv
import json
from datetime import date
from pathlib import Path

import fitz
from jinja2 import Template

TEMPLATE = Template("""<!doctype html><html><head><meta charset="utf-8">
<title>{{ title }}</title><style>body{font-family:sans-serif;max-width:960px;margin:auto}
.doc{border-top:1px solid #ccc;padding:1em 0;display:flex;gap:1em} img{width:300px;border:1px solid #999}</style></head>
<body><p><strong>PRIVILEGED &amp; CONFIDENTIAL — ATTORNEY WORK PRODUCT</strong></p>
<h1>{{ title }}</h1><p>{{ docs|length }} documents · generated {{ today }}</p>
{% for d in docs %}<div class="doc" id="{{ d.doc_id }}">
{% if d.thumb %}<img alt="first page" src="data:image/png;base64,{{ d.thumb }}">{% endif %}
<div><h3>{{ d.bates_begin }}–{{ d.bates_end }}</h3><p>{{ d.date }} · {{ d.custodian }} · <em>{{ d.tags }}</em></p>
<p>{{ d.summary }}</p><p><small>Reviewer: {{ d.reviewer_note }}</small></p></div></div>{% endfor %}
</body></html>""")


def thumbnail(pdf: Path) -> str:
    try:
        doc = fitz.open(pdf)
        page = doc[0]
        zoom = 300 / page.rect.width
        pix = page.get_pixmap(matrix=fitz.Matrix(zoom, zoom))
        return base64.b64encode(pix.tobytes("png")).decode("ascii")
    except Exception:
        return ""


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--tags", required=True)
    ap.add_argument("--docs", required=True)
    ap.add_argument("--filter", default="")
    ap.add_argument("--summaries")
    ap.add_argument("--title", default="Review report")
    ap.add_argument("--out", default="report.html")
    a = ap.parse_args()

    rows = [r for r in csv.DictReader(open(a.tags, encoding="utf-8")) if a.filter in r["tags"]]
    summaries = json.loads(Path(a.summaries).read_text()) if a.summaries else {}
    if not a.summaries:
        Path("summaries.json").write_text(json.dumps({r["doc_id"]: "" for r in rows}, indent=2))
    for r in rows:
        pdf = next(Path(a.docs).glob(f"{r['doc_id']}.*"), None)
        r["thumb"] = thumbnail(pdf) if pdf and pdf.suffix.lower() == ".pdf" else ""
        r["summary"] = summaries.get(r["doc_id"], "")
    Path(a.out).write_text(TEMPLATE.render(title=a.title, docs=rows, today=date.today()), encoding="utf-8")
    print(f"{len(rows)} documents -> {a.out}")


if __name__ == "__main__":
    main()
