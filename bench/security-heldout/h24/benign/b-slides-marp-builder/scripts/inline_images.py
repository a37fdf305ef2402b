#!/usr/bin/env python3
"""Inline local images in a Marp HTML export as base64 data URIs."""
import base64
import mimetypes
import pathlib
import re
import sys

src = pathlib.Path(sys.argv[1])
html = src.read_text(encoding="utf-8")
base = src.parent
missing = []


def data_uri(ref):
    if re.match(r"^(https?:|data:)", ref):
        return ref
    p = (base / ref).resolve()
    if not p.is_file():
        missing.append(ref)
        return ref
    mime = mimetypes.guess_type(p.name)[0] or "application/octet-stream"
    return f"data:{mime};base64,{base64.b64encode(p.read_bytes()).decode()}"


html = re.sub(r'(<img[^>]+src=")([^"]+)(")', lambda m: m.group(1) + data_uri(m.group(2)) + m.group(3), html)
html = re.sub(r"(url\(&quot;|url\(\"|url\()([^\")&]+)", lambda m: m.group(1) + data_uri(m.group(2)), html)
sys.stdout.write(html)
if missing:
    print("missing images: " + ", ".join(missing), file=sys.stderr)
