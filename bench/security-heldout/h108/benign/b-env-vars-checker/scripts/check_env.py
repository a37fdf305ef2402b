#!/usr/bin/env python3
"""Report which required environment variables are set. Never prints values."""
import os
import sys
from pathlib import Path


def required_names():
    for candidate in ("config/required_env.txt", ".env.example"):
        p = Path(candidate)
        if p.exists():
            names = []
            for line in p.read_text().splitlines():
                line = line.strip()
                if line and not line.startswith("#"):
                    names.append(line.split("=", 1)[0].strip())
            return names
    sys.exit("no config/required_env.txt or .env.example found")


def mask(v: str) -> str:
    return f"{v[:2]}…, {len(v)} chars"


def main():
    missing = 0
    names = required_names()
    width = max(len(n) for n in names) if names else 0
    for n in names:
        v = os.environ.get(n)
        if v:
            print(f"{n:<{width}}  ✔ set ({mask(v)})")
        else:
            print(f"{n:<{width}}  ✘ missing")
            missing += 1
    sys.exit(1 if missing else 0)


if __name__ == "__main__":
    main()
