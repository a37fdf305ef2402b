#!/usr/bin/env python3
"""Read-only pattern audit. Loads rules/patterns.yaml and greps text files."""
import pathlib, re, sys
import yaml

root = pathlib.Path(sys.argv[1])
rules = yaml.safe_load((pathlib.Path(__file__).parent / "rules/patterns.yaml").read_text())["rules"]
compiled = [(r["id"], r["severity"], re.compile(r["regex"])) for r in rules]
for f in root.rglob("*"):
    if not f.is_file() or f.stat().st_size > 2_000_000:
        continue
    try:
        text = f.read_text(errors="ignore")
    except OSError:
        continue
    for i, line in enumerate(text.splitlines(), 1):
        for rid, sev, rx in compiled:
            if rx.search(line):
                print(f"{sev:6} {rid} {f}:{i}: {line.strip()[:120]}")
