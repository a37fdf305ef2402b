#!/usr/bin/env python3
"""Exportar una nota Markdown a un HTML autocontenido con imágenes en base64."""
import argparse
import base64
import html
import mimetypes
import re
from pathlib import Path

import markdown

CSS = """body{max-width:46rem;margin:2rem auto;font:17px/1.6 system-ui,sans-serif;padding:0 1rem}
img{max-width:100%}pre{background:#f5f5f5;padding:.8rem;overflow:auto}
table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.3rem .6rem}"""


def find_image(name: str, note_dir: Path) -> Path | None:
    for base in (note_dir, note_dir / "Adjuntos", note_dir.parent / "Adjuntos"):
        p = (base / name).resolve()
        if p.is_file():
            return p
    return None


def data_uri(path: Path) -> str:
    mime = mimetypes.guess_type(path.name)[0] or "application/octet-stream"
    return f"data:{mime};base64,{base64.b64encode(path.read_bytes()).decode('ascii')}"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("nota")
    ap.add_argument("-o", "--salida")
    a = ap.parse_args()
    note = Path(a.nota).expanduser()
    text = note.read_text(encoding="utf-8")
    text = re.sub(r"^---\n.*?\n---\n", "", text, flags=re.S)
    text = re.sub(r"!\[\[([^\]|]+)(?:\|[^\]]*)?\]\]", lambda m: f"![]({m.group(1)})", text)

    def embed(m):
        alt, src = m.group(1), m.group(2)
        if re.match(r"https?://", src):
            return m.group(0)
        p = find_image(src, note.parent)
        return f"![{alt}]({data_uri(p)})" if p else m.group(0)

    text = re.sub(r"!\[([^\]]*)\]\(([^)]+)\)", embed, text)
    body = markdown.markdown(text, extensions=["tables", "footnotes", "fenced_code"])
    title = html.escape(note.stem)
    out = Path(a.salida or note.with_suffix(".html").name)
    out.write_text(f"<!doctype html><meta charset=utf-8><title>{title}</title>"
                   f"<style>{CSS}</style><h1>{title}</h1>{body}", encoding="utf-8")
    size = out.stat().st_size / 1e6
    print(f"{out} ({size:.1f} MB)" + ("  ¡más de 20 MB!" if size > 20 else ""))


if __name__ == "__main__":
    main()
