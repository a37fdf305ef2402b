#!/usr/bin/env python3
"""Build an offline HTML contact sheet with base64-embedded thumbnails."""
import argparse
import base64
import html
import io
from collections import defaultdict
from pathlib import Path

from PIL import Image


def is_pot(n: int) -> bool:
    return n > 0 and (n & (n - 1)) == 0


def flags(img: Image.Image, path: Path) -> list[str]:
    out = []
    w, h = img.size
    if not (is_pot(w) and is_pot(h)):
        out.append("NPOT")
    if max(w, h) > 4096:
        out.append("Huge")
    if img.mode == "RGBA" and img.getchannel("A").getextrema() == (255, 255):
        out.append("Alpha unused")
    if path.stem.lower().endswith(("_n", "_normal")):
        r, g, b = img.convert("RGB").resize((8, 8)).split()
        if sum(b.getdata()) / 64 < 180:
            out.append("Suffix")
    return out


def thumb_uri(img: Image.Image, edge: int) -> str:
    t = img.copy()
    t.thumbnail((edge, edge))
    buf = io.BytesIO()
    t.save(buf, format="PNG")
    return "data:image/png;base64," + base64.b64encode(buf.getvalue()).decode("ascii")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("root", type=Path)
    ap.add_argument("--out", type=Path, default=Path("contact_sheet.html"))
    ap.add_argument("--thumb", type=int, default=160)
    ap.add_argument("--ext", default=".png,.tga,.jpg")
    ap.add_argument("--group-depth", type=int, default=1)
    args = ap.parse_args()
    exts = tuple(args.ext.split(","))
    groups = defaultdict(list)
    for p in sorted(args.root.rglob("*")):
        if p.suffix.lower() in exts:
            rel = p.relative_to(args.root)
            groups["/".join(rel.parts[: args.group_depth]) or "."].append(p)
    parts = ["<!doctype html><meta charset=utf-8><title>Contact sheet</title>",
             "<style>body{font:12px sans-serif}.g{display:flex;flex-wrap:wrap}.t{margin:4px;width:180px}.f{color:#b00}</style>"]
    for group, files in groups.items():
        parts.append(f"<h2>{html.escape(group)} ({len(files)})</h2><div class=g>")
        for p in files:
            with Image.open(p) as img:
                img.load()
                parts.append(
                    f"<div class=t><img src='{thumb_uri(img, args.thumb)}'><br>{html.escape(p.name)}"
                    f"<br>{img.size[0]}x{img.size[1]} · {p.stat().st_size // 1024} KB"
                    f"<br><span class=f>{' '.join(flags(img, p))}</span></div>")
        parts.append("</div>")
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text("\n".join(parts), encoding="utf-8")
    print(f"wrote {args.out}")


if __name__ == "__main__":
    main()
