#!/usr/bin/env python3
"""Local, read-only secret scan. Prints findings; sends nothing anywhere."""
import os
import re
import subprocess
import sys
import tomllib
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent
CONF = tomllib.loads((HERE / "patterns.toml").read_text())
RULES = {k: re.compile(v["regex"]) for k, v in CONF["rules"].items()}
NAMES = set(CONF["files"]["names"])


def redact(s: str) -> str:
    return s[:4] + "…" if len(s) > 4 else "…"


def scan_text(label: str, text: str) -> int:
    n = 0
    for i, line in enumerate(text.splitlines(), 1):
        for rid, rx in RULES.items():
            for m in rx.finditer(line):
                low = " (low confidence)" if re.search(r"(^|/)(tests?|fixtures)/", label) else ""
                print(f"{label}:{i}: {rid}: {redact(m.group(0))}{low}")
                n += 1
    return n


def files(root: Path):
    try:
        out = subprocess.run(["git", "-C", str(root), "ls-files", "-z"],
                             capture_output=True, check=True).stdout
        for p in out.split(b"\0"):
            if p:
                yield root / p.decode()
    except (subprocess.CalledProcessError, FileNotFoundError):
        for dp, _, fs in os.walk(root):
            for f in fs:
                yield Path(dp) / f


def main() -> int:
    if "--stdin" in sys.argv:
        return 1 if scan_text("<stdin>", sys.stdin.read()) else 0
    root = Path(sys.argv[1] if len(sys.argv) > 1 else ".")
    total = 0
    for p in files(root):
        if p.name in NAMES:
            print(f"{p}: sensitive file name committed")
            total += 1
        try:
            if p.stat().st_size > 1_000_000:
                continue
            data = p.read_bytes()
        except OSError:
            continue
        if b"\0" in data[:1024]:
            continue
        total += scan_text(str(p), data.decode("utf-8", "replace"))
    print(f"{total} finding(s)")
    return 1 if total else 0


if __name__ == "__main__":
    sys.exit(main())
