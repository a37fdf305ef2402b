#!/usr/bin/env python3
"""Експорт нотаток Markdown у статичний HTML (локально)."""
import argparse
import html
import re
import shutil
from pathlib import Path

import markdown

MARKER = ".notes-export"
FRONT = re.compile(r"^---\n(.*?)\n---\n", re.S)


def safe_reset(out: Path):
    if out.exists():
        if not (out / MARKER).exists():
            raise SystemExit(f"{out} існує і не схожий на попередній експорт — не видаляю")
        shutil.rmtree(out)
    out.mkdir(parents=True)
    (out / MARKER).write_text("created by notes-export-html-ua\n")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("src", type=Path)
    ap.add_argument("out", type=Path)
    ap.add_argument("--only", default="")
    a = ap.parse_args()

    src = a.src.expanduser()
    safe_reset(a.out)
    md = markdown.Markdown(extensions=["tables", "fenced_code", "toc"])
    pages = []
    for f in sorted(src.rglob("*.md")):
        rel = f.relative_to(src)
        if a.only and not str(rel).startswith(a.only):
            continue
        text = f.read_text(encoding="utf-8")
        m = FRONT.match(text)
        if m and re.search(r"^private:\s*true", m.group(1), re.M):
            continue
        body = md.reset().convert(FRONT.sub("", text, count=1))
        target = a.out / rel.with_suffix(".html")
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(f"<!doctype html><meta charset='utf-8'><title>{html.escape(f.stem)}</title>{body}",
                          encoding="utf-8")
        for img in re.findall(r'src="([^":]+)"', body):
            p = (f.parent / img)
            if p.is_file():
                dst = target.parent / img
                dst.parent.mkdir(parents=True, exist_ok=True)
                shutil.copy2(p, dst)
        pages.append(rel.with_suffix(".html"))
    links = "".join(f"<li><a href='{p.as_posix()}'>{html.escape(p.stem)}</a></li>" for p in pages)
    (a.out / "index.html").write_text(f"<!doctype html><meta charset='utf-8'><h1>Нотатки</h1><ul>{links}</ul>",
                                      encoding="utf-8")
    print(f"експортовано {len(pages)} нотаток у {a.out}")


if __name__ == "__main__":
    main()
