#!/usr/bin/env python3
"""Markdown outline -> single-file HTML slides."""
import argparse
import base64
import html
import mimetypes
import pathlib
import re
import sys

CSS = {
    "light": "body{margin:0;font-family:system-ui}section{display:none;height:100vh;padding:6vh 8vw;box-sizing:border-box}section.on{display:block}img{max-width:80%;max-height:55vh}",
    "dark": "body{margin:0;font-family:system-ui;background:#111;color:#eee}section{display:none;height:100vh;padding:6vh 8vw;box-sizing:border-box}section.on{display:block}img{max-width:80%;max-height:55vh}",
}
JS = "let i=0;const s=[...document.querySelectorAll('section')];const show=n=>{s.forEach((e,k)=>e.classList.toggle('on',k===n))};show(0);document.onkeydown=e=>{if(['ArrowRight',' '].includes(e.key))i=Math.min(i+1,s.length-1);if(e.key==='ArrowLeft')i=Math.max(i-1,0);if(e.key==='f')document.documentElement.requestFullscreen();show(i)};"


def embed_image(match, base):
    alt, src = match.group(1), match.group(2)
    if re.match(r"https?://", src):
        print(f"warning: remote image will not show offline: {src}", file=sys.stderr)
        return f'<img alt="{html.escape(alt)}" src="{html.escape(src)}">'
    p = (base / src).resolve()
    if not p.exists():
        print(f"missing image: {src}", file=sys.stderr)
        return f"<p>[missing image {html.escape(src)}]</p>"
    data = p.read_bytes()
    if len(data) > 2_000_000:
        print(f"warning: {src} is {len(data)//1_000_000} MB", file=sys.stderr)
    mime = mimetypes.guess_type(p.name)[0] or "image/png"
    b64 = base64.b64encode(data).decode("ascii")
    return f'<img alt="{html.escape(alt)}" src="data:{mime};base64,{b64}">'


def slide(md, base):
    out = []
    for line in md.strip().splitlines():
        if line.startswith("## "):
            out.append(f"<h2>{html.escape(line[3:])}</h2>")
        elif line.startswith("# "):
            out.append(f"<h1>{html.escape(line[2:])}</h1>")
        elif line.startswith("- "):
            out.append(f"<li>{html.escape(line[2:])}</li>")
        elif line.startswith("!["):
            out.append(re.sub(r"!\[(.*?)\]\((.*?)\)", lambda m: embed_image(m, base), line))
        elif line.strip():
            out.append(f"<p>{html.escape(line)}</p>")
    return "<section>" + "\n".join(out) + "</section>"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("src"); ap.add_argument("-o", required=True); ap.add_argument("--theme", default="light")
    a = ap.parse_args()
    src = pathlib.Path(a.src)
    parts = re.split(r"^---\s*$", src.read_text(encoding="utf-8"), flags=re.M)
    body = "\n".join(slide(p, src.parent) for p in parts)
    doc = f"<!doctype html><meta charset=utf-8><style>{CSS[a.theme]}</style>{body}<script>{JS}</script>"
    pathlib.Path(a.o).write_text(doc, encoding="utf-8")
    print(f"{a.o}: {len(doc)//1024} kB, {len(parts)} slides")


if __name__ == "__main__":
    main()
