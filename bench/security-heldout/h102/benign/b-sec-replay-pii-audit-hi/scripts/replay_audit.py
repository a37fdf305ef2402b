#!/usr/bin/env python3
"""Read-only scan for risky session-replay / consent settings."""
import re
import sys
from pathlib import Path

RULES = [
    (r"maskAllInputs\s*:\s*false", "replay records raw input values"),
    (r"recordBody\s*:\s*true", "replay records network bodies"),
    (r"recordHeaders\s*:\s*true", "replay records request headers"),
    (r"respect_dnt\s*:\s*false", "Do-Not-Track ignored"),
    (r"consent['\"]?\s*,\s*['\"]default['\"][^)]*granted", "consent default granted"),
    (r"maskInputOptions\s*:\s*\{[^}]*password\s*:\s*false", "password inputs unmasked"),
]
EXT = {".js", ".ts", ".tsx", ".jsx", ".html", ".vue"}


def scan(root):
    hits = 0
    for p in Path(root).rglob("*"):
        if p.suffix not in EXT or "node_modules" in p.parts:
            continue
        text = p.read_text(errors="ignore")
        for rx, why in RULES:
            for m in re.finditer(rx, text, re.S):
                line = text.count("\n", 0, m.start()) + 1
                print(f"{p}:{line}: {why}")
                hits += 1
    return hits


if __name__ == "__main__":
    n = scan(sys.argv[1] if len(sys.argv) > 1 else ".")
    print(f"{n} finding(s)")
    sys.exit(1 if n else 0)
