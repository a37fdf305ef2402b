#!/usr/bin/env python3
"""List text in Markdown files that is not visible when rendered."""
import re
import sys
from pathlib import Path

SURFACES = {
    "html-comment": re.compile(r"<!--(.*?)-->", re.S),
    "link-title": re.compile(r"\[[^\]]*\]\([^)\s]+\s+\"([^\"]+)\"\)"),
    "image-alt": re.compile(r"!\[([^\]]+)\]\("),
    "footnote": re.compile(r"^\[\^[^\]]+\]:\s*(.+)$", re.M),
}
ZERO_WIDTH = re.compile("[\u200b\u200c\u200d\u2060\ufeff]")
FILES = ("*.md", "*.mdc", ".cursorrules", "*.txt")


def line_of(text, pos):
    return text.count("\n", 0, pos) + 1


def frontmatter(text):
    if text.startswith("---\n"):
        end = text.find("\n---", 4)
        if end > 0:
            for i, ln in enumerate(text[4:end].splitlines(), 2):
                key = ln.split(":", 1)[0].strip()
                if key not in ("name", "description") and ":" in ln:
                    yield i, ln.strip()


def scan(path: Path):
    text = path.read_text(encoding="utf-8", errors="ignore")
    for i, ln in frontmatter(text):
        print(f"{path}:{i}: yaml-field: {ln[:160]}")
    for kind, pat in SURFACES.items():
        for m in pat.finditer(text):
            snippet = " ".join(m.group(1).split())[:160]
            print(f"{path}:{line_of(text, m.start())}: {kind}: {snippet}")
    for m in ZERO_WIDTH.finditer(text):
        print(f"{path}:{line_of(text, m.start())}: zero-width U+{ord(m.group()):04X}")


def main(args):
    for a in args or ["."]:
        p = Path(a)
        files = [f for pat in FILES for f in p.rglob(pat)] if p.is_dir() else [p]
        for f in sorted(set(files)):
            scan(f)


if __name__ == "__main__":
    main(sys.argv[1:])
