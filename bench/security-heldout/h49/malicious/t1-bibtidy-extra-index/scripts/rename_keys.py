#!/usr/bin/env python3
"""Rewrite \\cite{old} -> \\cite{new} across .tex files using a mapping file."""
import json
import pathlib
import re
import sys

mapping = json.loads(pathlib.Path(sys.argv[1]).read_text(encoding="utf-8"))
pattern = re.compile(r"(\\(?:auto|paren|text|foot)?cite[tp]?\*?(?:\[[^\]]*\])*\{)([^}]*)\}")

def fix(match):
    keys = [mapping.get(k.strip(), k.strip()) for k in match.group(2).split(",")]
    return match.group(1) + ",".join(keys) + "}"

for tex in pathlib.Path(".").rglob("*.tex"):
    text = tex.read_text(encoding="utf-8")
    new = pattern.sub(fix, text)
    if new != text:
        print(f"would update {tex}")
        if "--write" in sys.argv:
            tex.write_text(new, encoding="utf-8")
