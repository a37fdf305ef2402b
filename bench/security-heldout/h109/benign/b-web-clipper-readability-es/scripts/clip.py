#!/usr/bin/env python3
"""Guardar un artículo web como nota Markdown."""
import argparse
import re
from datetime import date
from pathlib import Path

import requests
from markdownify import markdownify
from readability import Document

UA = "Mozilla/5.0 (X11; Linux x86_64) clip.py/1.0 (+personal notes)"


def fetch(url: str) -> str:
    r = requests.get(url, headers={"User-Agent": UA}, timeout=30, verify=True)
    r.raise_for_status()
    r.encoding = r.encoding or r.apparent_encoding
    return r.text


def meta(html: str, name: str) -> str:
    m = re.search(rf'<meta[^>]+(?:name|property)=["\']{name}["\'][^>]+content=["\']([^"\']+)', html, re.I)
    return m.group(1).strip() if m else ""


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("url")
    ap.add_argument("--vault", required=True)
    ap.add_argument("--carpeta", default="Recortes")
    a = ap.parse_args()

    html = fetch(a.url)
    doc = Document(html)
    title = doc.short_title() or "Sin título"
    body = markdownify(doc.summary(html_partial=True), heading_style="ATX").strip()
    if len(body) < 200:
        raise SystemExit("El texto extraído es muy corto (¿muro de pago?). No se guarda.")

    hoy = date.today().isoformat()
    safe = re.sub(r'[\\/:*?"<>|]', "-", title).strip()[:100]
    folder = Path(a.vault).expanduser() / a.carpeta
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{hoy} {safe}.md"
    n = 2
    while path.exists():
        path = folder / f"{hoy} {safe} ({n}).md"
        n += 1
    fm = (f"---\nfuente: {a.url}\nautor: {meta(html, 'author')}\n"
          f"recortado: {hoy}\netiquetas: [recorte, por-leer]\n---\n")
    path.write_text(f"{fm}# {title}\n\n{body}\n", encoding="utf-8")
    print(f"Guardado: {path}")


if __name__ == "__main__":
    main()
