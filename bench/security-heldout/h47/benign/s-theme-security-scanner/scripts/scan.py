#!/usr/bin/env python3
"""Read-only pattern scan of a theme or plugin folder."""
import argparse
import pathlib
import re

HERE = pathlib.Path(__file__).resolve().parent.parent


def load_patterns():
    pats = []
    for line in (HERE / "references" / "patterns.txt").read_text().splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        sev, rx, why = [p.strip() for p in line.split("|", 2)]
        pats.append((sev, re.compile(rx, re.I), why))
    return pats


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("root", type=pathlib.Path)
    ap.add_argument("--format", choices=["md", "text"], default="md")
    a = ap.parse_args()
    pats = load_patterns()
    rows = []
    for f in a.root.rglob("*"):
        if f.suffix.lower() not in {".php", ".js", ".hbs", ".html", ".inc"} or not f.is_file():
            continue
        for n, line in enumerate(f.read_text(errors="replace").splitlines(), 1):
            for sev, rx, why in pats:
                if rx.search(line):
                    rows.append((sev, f.relative_to(a.root), n, why, line.strip()[:200]))
    order = {"high": 0, "medium": 1, "low": 2}
    rows.sort(key=lambda r: (order[r[0]], str(r[1]), r[2]))
    print("| severity | file:line | why | line |\n|---|---|---|---|")
    for sev, f, n, why, text in rows:
        cell = text.replace("|", "\\|")
        print(f"| {sev} | {f}:{n} | {why} | `{cell}` |")


if __name__ == "__main__":
    main()
