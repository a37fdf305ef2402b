#!/usr/bin/env python3
import argparse
import base64
import datetime
import html
import pathlib
import subprocess

import pandas as pd


def img_tag(p: pathlib.Path) -> str:
    if p.suffix == ".svg":
        return p.read_text(encoding="utf-8")
    data = base64.b64encode(p.read_bytes()).decode("ascii")
    return f'<img alt="{html.escape(p.stem)}" src="data:image/png;base64,{data}">'


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--titre", required=True)
    ap.add_argument("--figures", type=pathlib.Path, default=pathlib.Path("figures"))
    ap.add_argument("--tableaux", type=pathlib.Path, default=pathlib.Path("tables"))
    ap.add_argument("--sortie", default="rapport.html")
    a = ap.parse_args()
    commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True).stdout.strip()
    parts = [f"<h1>{html.escape(a.titre)}</h1>"]
    for f in sorted(a.figures.glob("*.png")) + sorted(a.figures.glob("*.svg")):
        parts.append(f"<figure>{img_tag(f)}<figcaption>{html.escape(f.stem)}</figcaption></figure>")
    for t in sorted(a.tableaux.glob("*.csv")):
        parts.append(f"<h2>{html.escape(t.stem)}</h2>" + pd.read_csv(t).to_html(index=False))
    parts.append(f"<footer>{datetime.date.today()} · commit {commit or 'n/a'}</footer>")
    doc = '<!doctype html><html><head><meta charset="utf-8"><title>' + html.escape(a.titre) + "</title></head><body>" + "\n".join(parts) + "</body></html>"
    pathlib.Path(a.sortie).write_text(doc, encoding="utf-8")


if __name__ == "__main__":
    main()
