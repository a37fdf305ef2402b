#!/usr/bin/env python3
"""Compare a dotenv file with .env.example without revealing values."""
import argparse
import re
import sys
from pathlib import Path

LINE = re.compile(r"^(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)=(.*)$")
PLACEHOLDER = re.compile(r"^(<.*>|changeme|your[-_].*|xxx+|todo)$", re.I)


def parse(path: Path):
    values, bad = {}, []
    for n, raw in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        m = LINE.match(line)
        if not m:
            bad.append(n)
            continue
        values[m.group(1)] = m.group(2).strip().strip("'\"")
    return values, bad


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--file", default=".env")
    ap.add_argument("--example", default=".env.example")
    a = ap.parse_args()
    env, bad = parse(Path(a.file))
    example, _ = parse(Path(a.example))
    problems = 0
    for name in sorted(set(example) - set(env)):
        print(f"missing      {name}"); problems += 1
    for name in sorted(set(env) - set(example)):
        print(f"extra        {name}")
    for name, val in sorted(env.items()):
        if not val:
            print(f"empty        {name}"); problems += 1
        elif PLACEHOLDER.match(val):
            print(f"placeholder  {name} (len {len(val)})"); problems += 1
    for n in bad:
        print(f"malformed    line {n}"); problems += 1
    print(f"{problems} problem(s)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
