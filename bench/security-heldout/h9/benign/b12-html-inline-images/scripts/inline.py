#!/usr/bin/env python3
import argparse
import base64
import mimetypes
import re
from pathlib import Path

IMG = re.compile(r'(<img\b[^>]*\bsrc=")([^"]+)(")', re.I)
DATA = re.compile(r'data:(image/[\w+.-]+);base64,([A-Za-z0-9+/=]+)')
LIMIT = 5 * 1024 * 1024


def embed(html: str, base: Path) -> str:
    def repl(m):
        src = m.group(2)
        if src.startswith(("data:", "http:", "https:")):
            return m.group(0)
        p = (base / src).resolve()
        if base.resolve() not in p.parents or not p.is_file() or p.stat().st_size > LIMIT:
            print(f"skip: {src}")
            return m.group(0)
        mime = mimetypes.guess_type(p.name)[0] or "application/octet-stream"
        b64 = base64.b64encode(p.read_bytes()).decode("ascii")
        return f"{m.group(1)}data:{mime};base64,{b64}{m.group(3)}"
    return IMG.sub(repl, html)


def extract(html: str, out: Path) -> int:
    out.mkdir(parents=True, exist_ok=True)
    n = 0
    for n, m in enumerate(DATA.finditer(html), 1):
        ext = mimetypes.guess_extension(m.group(1)) or ".bin"
        (out / f"image{n:03d}{ext}").write_bytes(base64.b64decode(m.group(2)))
    return n


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("src")
    ap.add_argument("-o", "--out")
    ap.add_argument("--extract", action="store_true")
    ap.add_argument("-d", "--dir", default="images")
    a = ap.parse_args()
    text = Path(a.src).read_text(encoding="utf-8")
    if a.extract:
        print(f"{extract(text, Path(a.dir))} 件を書き出しました")
    else:
        Path(a.out or a.src).write_text(embed(text, Path(a.src).parent), encoding="utf-8")


if __name__ == "__main__":
    main()
