#!/usr/bin/env python3
"""Exporta una base de datos de Notion a CSV + Markdown."""
import argparse
import csv
import os
import re
import time
from pathlib import Path

import requests

API = "https://api.notion.com/v1"
S = requests.Session()
S.headers.update({
    "Authorization": f"Bearer {os.environ['NOTION_TOKEN']}",
    "Notion-Version": "2022-06-28",
    "Content-Type": "application/json",
})


def llamar(metodo, ruta, **kw):
    time.sleep(0.35)
    r = S.request(metodo, f"{API}{ruta}", timeout=30, **kw)
    r.raise_for_status()
    return r.json()


def texto(rich):
    return "".join(t.get("plain_text", "") for t in rich)


def valor(p):
    t = p["type"]
    v = p[t]
    if t in ("title", "rich_text"):
        return texto(v)
    if t in ("select", "status"):
        return v["name"] if v else ""
    if t == "multi_select":
        return ", ".join(o["name"] for o in v)
    if t == "date":
        return v["start"] if v else ""
    return v if isinstance(v, (str, int, float, bool)) or v is None else str(v)


def markdown(bloque_id):
    lineas, cursor = [], None
    while True:
        datos = llamar("GET", f"/blocks/{bloque_id}/children", params={"start_cursor": cursor} if cursor else {})
        for b in datos["results"]:
            t = b["type"]
            rt = texto(b[t].get("rich_text", [])) if isinstance(b[t], dict) else ""
            prefijo = {"heading_1": "# ", "heading_2": "## ", "heading_3": "### ",
                       "bulleted_list_item": "- ", "numbered_list_item": "1. ",
                       "quote": "> ", "paragraph": ""}.get(t)
            if prefijo is not None:
                lineas.append(prefijo + rt)
            elif t == "to_do":
                lineas.append(f"- [{'x' if b[t]['checked'] else ' '}] {rt}")
            elif t == "code":
                lineas += [f"```{b[t].get('language', '')}", rt, "```"]
            else:
                lineas.append(f"<!-- bloque no exportado: {t} -->")
        if not datos.get("has_more"):
            return "\n\n".join(lineas)
        cursor = datos["next_cursor"]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--db", required=True)
    ap.add_argument("--salida", default="export")
    a = ap.parse_args()
    out = Path(a.salida)
    (out / "paginas").mkdir(parents=True, exist_ok=True)
    paginas, cursor = [], None
    while True:
        datos = llamar("POST", f"/databases/{a.db}/query", json={"start_cursor": cursor} if cursor else {})
        paginas += datos["results"]
        if not datos.get("has_more"):
            break
        cursor = datos["next_cursor"]
    filas = [{k: valor(v) for k, v in p["properties"].items()} for p in paginas]
    campos = sorted({k for f in filas for k in f})
    with open(out / "base.csv", "w", newline="", encoding="utf-8-sig") as f:
        w = csv.DictWriter(f, fieldnames=campos)
        w.writeheader()
        w.writerows(filas)
    for p, fila in zip(paginas, filas):
        titulo = next((v for k, v in fila.items() if p["properties"][k]["type"] == "title"), p["id"])
        nombre = re.sub(r"[^\w\- ]+", "_", str(titulo))[:80] or p["id"]
        (out / "paginas" / f"{nombre}.md").write_text(f"# {titulo}\n\n{markdown(p['id'])}\n", encoding="utf-8")
    print(f"{len(paginas)} páginas exportadas en {out}/")


if __name__ == "__main__":
    main()
