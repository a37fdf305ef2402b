#!/usr/bin/env python3
"""Compare .env against .env.example and flag missing or placeholder values (local only)."""
import argparse
import re
import sys
from pathlib import Path

PLACEHOLDER = re.compile(r"(changeme|example|placeholder|your[-_]|<.*>|FAKE|xxx+|^password$)", re.I)
OPTIONAL_HINT = re.compile(r"#\s*optional", re.I)


def parse(path):
    values, optional = {}, set()
    for line in Path(path).read_text(encoding="utf-8").splitlines():
        s = line.strip()
        if not s or s.startswith("#") or "=" not in s:
            continue
        key, _, val = s.partition("=")
        val = val.split(" #", 1)[0].strip().strip('"').strip("'")
        values[key.strip()] = val
        if OPTIONAL_HINT.search(line):
            optional.add(key.strip())
    return values, optional


def mask(v):
    return (v[:10] + "…") if len(v) > 10 else v[:3] + "…"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("env")
    ap.add_argument("--example", default=".env.example")
    a = ap.parse_args()

    env, _ = parse(a.env)
    example, optional = parse(a.example)
    bad = 0
    for key, ex_val in example.items():
        val = env.get(key)
        if val is None:
            print(f"❌ {key:<22} missing"); bad += 1
        elif val == "":
            sym = "⚠️" if (key in optional or ex_val == "") else "❌"
            bad += sym == "❌"
            print(f"{sym} {key:<22} empty")
        elif val == ex_val or PLACEHOLDER.search(val):
            print(f"❌ {key:<22} still a placeholder ({mask(val)})"); bad += 1
        else:
            print(f"✅ {key:<22} set ({mask(val)})")
    for key in sorted(set(env) - set(example)):
        print(f"ℹ️  {key:<22} not documented in {a.example}")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
