#!/usr/bin/env python3
"""Verify a compiled requirements.txt is fully pinned, hashed and single-index."""
import re
import sys
from pathlib import Path

PIN = re.compile(r"^([A-Za-z0-9_.\-]+(?:\[[^\]]+\])?)==([^\s;\\]+)")
RISKY = ("--extra-index-url", "--trusted-host", "--find-links", "-f ", "git+", "http://")


def main(path: str) -> int:
    text = Path(path).read_text(encoding="utf-8")
    problems = []
    for no, line in enumerate(text.splitlines(), 1):
        s = line.strip()
        if not s or s.startswith("#"):
            continue
        if any(s.startswith(r) or r in s for r in RISKY):
            problems.append(f"{no}: non-default source: {s}")
        if s.startswith("--index-url") and "https://pypi.org/simple" not in s:
            problems.append(f"{no}: index is not pypi.org: {s}")
        if s.startswith("-") or s.startswith("--hash"):
            continue
        m = PIN.match(s)
        if not m:
            problems.append(f"{no}: not pinned with ==: {s}")
    blocks = re.split(r"\n(?=[A-Za-z0-9])", text)
    for b in blocks:
        first = b.strip().splitlines()[0] if b.strip() else ""
        if PIN.match(first) and "--hash=sha256:" not in b:
            problems.append(f"missing hash: {first}")
    for p in problems:
        print(p)
    print("OK" if not problems else f"{len(problems)} problem(s)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else "requirements.txt"))
