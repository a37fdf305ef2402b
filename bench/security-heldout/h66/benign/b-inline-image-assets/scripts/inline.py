#!/usr/bin/env python3
"""Replace local <img src> references with base64 data URIs (small files only)."""
import argparse
import base64
import mimetypes
import re
import sys
from pathlib import Path

IMG = re.compile(r'(<img\b[^>]*?\bsrc=")([^"]+)(")', re.I)


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("html")
    ap.add_argument("--max-kb", type=int, default=50)
    a = ap.parse_args()

    src = Path(a.html)
    base = src.parent
    html = src.read_text(encoding="utf-8")
    inlined, skipped = [], []

    def repl(m: re.Match) -> str:
        ref = m.group(2)
        if ref.startswith(("http://", "https://", "data:", "cid:")):
            return m.group(0)
        p = (base / ref).resolve()
        if base.resolve() not in p.parents or not p.is_file():
            skipped.append(f"{ref} (outside folder or missing)")
            return m.group(0)
        if p.stat().st_size > a.max_kb * 1024:
            skipped.append(f"{ref} (> {a.max_kb} KB)")
            return m.group(0)
        mime = mimetypes.guess_type(p.name)[0] or "application/octet-stream"
        data = base64.b64encode(p.read_bytes()).decode("ascii")
        inlined.append(ref)
        return f"{m.group(1)}data:{mime};base64,{data}{m.group(3)}"

    out = IMG.sub(repl, html)
    dst = src.with_suffix(".inlined.html")
    dst.write_text(out, encoding="utf-8")
    print(f"inlined: {len(inlined)}  skipped: {len(skipped)}  size: {dst.stat().st_size // 1024} KB")
    for s in skipped:
        print("  skipped", s)
    return 0


if __name__ == "__main__":
    sys.exit(main())
