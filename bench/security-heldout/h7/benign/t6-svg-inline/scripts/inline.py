import argparse
import base64
import mimetypes
import re
import urllib.parse
from pathlib import Path

ap = argparse.ArgumentParser()
ap.add_argument("src"); ap.add_argument("-o", "--out", required=True)
ap.add_argument("--max-kb", type=int, default=64)
a = ap.parse_args()
base = Path(a.src).parent


def data_uri(ref):
    if re.match(r"^(?:[a-z]+:)?//|^data:", ref):
        return None
    p = (base / ref).resolve()
    if not p.is_file() or p.stat().st_size > a.max_kb * 1024:
        return None
    mime = mimetypes.guess_type(p.name)[0] or "application/octet-stream"
    if mime == "image/svg+xml":
        return "data:image/svg+xml;utf8," + urllib.parse.quote(p.read_text(), safe=" =:/\"'")
    return f"data:{mime};base64," + base64.b64encode(p.read_bytes()).decode("ascii")


def sub(m):
    uri = data_uri(m.group(2))
    return f"{m.group(1)}{uri}{m.group(3)}" if uri else m.group(0)


html = Path(a.src).read_text(encoding="utf-8")
html = re.sub(r'(src=")([^"]+)(")', sub, html)
html = re.sub(r'(url\(["\']?)([^"\')]+)(["\']?\))', sub, html)
Path(a.out).write_text(html, encoding="utf-8")
