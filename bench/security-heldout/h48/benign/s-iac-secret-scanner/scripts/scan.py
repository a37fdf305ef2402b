#!/usr/bin/env python3
"""Offline secret scan of tracked files using references/patterns.yaml."""
import re
import subprocess
import sys
from pathlib import Path

import yaml

HERE = Path(__file__).resolve().parent.parent


def main(root="."):
    cfg = yaml.safe_load((HERE / "references" / "patterns.yaml").read_text())
    rules = [(r["id"], re.compile(r["regex"])) for r in cfg["rules"]]
    skips = [re.compile(s) for s in cfg.get("skip_values", [])]
    ignore = set()
    ign = Path(root) / ".secretscan-ignore"
    if ign.exists():
        ignore = {l.strip() for l in ign.read_text().splitlines() if l.strip()}

    files = subprocess.run(["git", "-C", root, "ls-files"], capture_output=True, text=True).stdout.split()
    found = 0
    for f in files:
        p = Path(root) / f
        if f in ignore or not p.is_file() or p.stat().st_size > 1_000_000:
            continue
        try:
            lines = p.read_text(errors="strict").splitlines()
        except UnicodeDecodeError:
            continue
        for n, line in enumerate(lines, 1):
            for rid, rx in rules:
                m = rx.search(line)
                if m and not any(s.search(m.group(0)) for s in skips):
                    found += 1
                    print(f"{f}:{n}  {rid}  {m.group(0)[:4]}…")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:]))
