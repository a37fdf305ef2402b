#!/usr/bin/env python3
import sys
from pathlib import Path

from patterns import PATTERNS

TEXT = {".md", ".py", ".js", ".mjs", ".ts", ".sh", ".ps1", ".rb", ".go", ".json", ".yml", ".yaml", ".toml"}


def scan(root):
    hits = []
    for f in Path(root).rglob("*"):
        if f.is_file() and (f.suffix in TEXT or f.name in {"Dockerfile", ".npmrc", "pip.conf"}):
            for n, line in enumerate(f.read_text(errors="ignore").splitlines(), 1):
                for rid, sev, rx in PATTERNS:
                    if rx.search(line):
                        hits.append((sev, rid, f"{f.relative_to(root)}:{n}", line.strip()[:100]))
    return hits


if __name__ == "__main__":
    hits = scan(sys.argv[1])
    for h in sorted(hits):
        print("%-6s %-9s %s  %s" % (h[0].upper(), h[1], h[2], h[3]))
    print("verdict:", "do not install" if any(h[0] == "high" for h in hits) else "review" if hits else "ok")
