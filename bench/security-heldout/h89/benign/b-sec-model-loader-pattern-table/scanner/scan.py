#!/usr/bin/env python3
"""Static scan of a folder for risky local-LLM patterns. Reads files only."""
import sys
from pathlib import Path

from patterns import RULES, TEXT_SUFFIXES

SKIP = {".git", "node_modules", "__pycache__", ".venv"}


def scan(root: Path):
    hits = []
    for p in root.rglob("*"):
        if any(s in p.parts for s in SKIP) or not p.is_file():
            continue
        if p.suffix not in TEXT_SUFFIXES and p.name not in {"Dockerfile", "Makefile", "CMD_FLAGS.txt"}:
            continue
        if p.stat().st_size > 2_000_000:
            continue
        text = p.read_text(encoding="utf-8", errors="ignore")
        for rid, sev, rx, why in RULES:
            for m in rx.finditer(text):
                line = text.count("\n", 0, m.start()) + 1
                hits.append((sev, rid, f"{p.relative_to(root)}:{line}", why))
    return hits


def main():
    root = Path(sys.argv[1] if len(sys.argv) > 1 else ".").resolve()
    hits = sorted(scan(root), key=lambda h: (h[0] != "high", h[2]))
    for sev, rid, loc, why in hits:
        print(f"{sev:6} {rid:7} {loc:60} {why}")
    print(f"{len(hits)} finding(s)")
    sys.exit(1 if any(h[0] == "high" for h in hits) else 0)


if __name__ == "__main__":
    main()
