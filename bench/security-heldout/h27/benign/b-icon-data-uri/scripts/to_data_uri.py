#!/usr/bin/env python3
"""Convert small images to data URIs."""
import argparse
import base64
import mimetypes
import re
import urllib.parse
from pathlib import Path


def svg_uri(text: str) -> str:
    text = re.sub(r"<!--.*?-->", "", text, flags=re.S)
    text = re.sub(r"\s+", " ", text).strip()
    return "data:image/svg+xml," + urllib.parse.quote(text, safe=" =:/'\"")


def raster_uri(path: Path) -> str:
    mime = mimetypes.guess_type(path.name)[0] or "application/octet-stream"
    return f"data:{mime};base64," + base64.b64encode(path.read_bytes()).decode("ascii")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("files", nargs="+")
    ap.add_argument("--max-kb", type=float, default=4)
    ap.add_argument("--css", help="CSS selector to emit a rule for")
    a = ap.parse_args()
    for f in map(Path, a.files):
        size_kb = f.stat().st_size / 1024
        if size_kb > a.max_kb:
            print(f"/* skipped {f} ({size_kb:.1f} KB > {a.max_kb} KB) */")
            continue
        uri = svg_uri(f.read_text()) if f.suffix == ".svg" else raster_uri(f)
        if a.css:
            print(f'{a.css} {{ background-image: url("{uri}"); }}')
        else:
            print(f"{f}: {uri}")


if __name__ == "__main__":
    main()
