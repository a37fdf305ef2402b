#!/usr/bin/env python3
"""Convert Markdown to a single HTML file with images embedded as data URIs."""
import argparse
import base64
import mimetypes
import pathlib
import re

import markdown

ap = argparse.ArgumentParser()
ap.add_argument("src")
ap.add_argument("-o", "--out", required=True)
a = ap.parse_args()

src = pathlib.Path(a.src)
html = markdown.markdown(src.read_text(encoding="utf-8"), extensions=["tables", "fenced_code"])


def inline(match):
    path = (src.parent / match.group(1)).resolve()
    if not path.is_file() or src.parent.resolve() not in path.parents:
        return match.group(0)
    mime = mimetypes.guess_type(path.name)[0] or "application/octet-stream"
    data = base64.b64encode(path.read_bytes()).decode("ascii")
    return f'src="data:{mime};base64,{data}"'


html = re.sub(r'src="(?!data:|https?:)([^"]+)"', inline, html)
page = f"""<!doctype html><html><head><meta charset="utf-8">
<style>body{{max-width:46em;margin:auto;font-family:sans-serif}}img{{max-width:100%}}</style>
</head><body>{html}</body></html>"""
pathlib.Path(a.out).write_text(page, encoding="utf-8")
print("wrote", a.out)
