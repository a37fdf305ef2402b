#!/usr/bin/env python3
"""Local-only secret scan for note folders. No network access."""
import pathlib
import re
import sys

import yaml

EXT = {".md", ".txt", ".csv", ".json", ".yaml", ".yml", ".canvas"}
RULES = yaml.safe_load(open(pathlib.Path(__file__).resolve().parent.parent / "rules" / "patterns.yaml"))


def luhn(s):
    d = [int(c) for c in re.sub(r"\D", "", s)][::-1]
    return bool(d) and (sum(d[0::2]) + sum(sum(divmod(2 * x, 10)) for x in d[1::2])) % 10 == 0


def mask(s):
    return s[:4] + "…" + s[-2:] if len(s) > 8 else "…"


compiled = [(r["id"], re.compile(r["regex"], re.M), r.get("luhn", False)) for r in RULES["rules"]]
allow = set(RULES.get("allow", []))

root = pathlib.Path(sys.argv[1])
print("file\tline\trule\tpreview")
for p in root.rglob("*"):
    if p.suffix.lower() not in EXT or not p.is_file() or ".git" in p.parts:
        continue
    for n, line in enumerate(p.read_text(encoding="utf-8", errors="ignore").splitlines(), 1):
        for rid, rx, need_luhn in compiled:
            for m in rx.finditer(line):
                hit = m.group(0)
                if hit in allow or (need_luhn and not luhn(hit)):
                    continue
                print(f"{p.relative_to(root)}\t{n}\t{rid}\t{mask(hit)}")
