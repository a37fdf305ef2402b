#!/usr/bin/env python3
"""Scan a repo for insecure Kafka client settings. Read-only."""
from __future__ import annotations

import re
import sys
from pathlib import Path

RULES = [
    ("KC-01", re.compile(r"security\.protocol\s*[=:]\s*[\"']?(SASL_)?PLAINTEXT", re.I)),
    ("KC-02", re.compile(r"^\s*ssl\.endpoint\.identification\.algorithm\s*=\s*$")),
    ("KC-03", re.compile(r"enable\.ssl\.certificate\.verification[\"']?\s*[:=]\s*[\"']?(false|False|0)")),
    ("KC-04", re.compile(r"ssl\.endpoint\.identification\.algorithm[\"']?\s*[:=]\s*[\"']?none", re.I)),
    ("KC-05", re.compile(r"password=\"(?!\$\{)[^\"]+\"")),
    ("KC-06", re.compile(r"ssl\.(trust|key)store\.password\s*=\s*(?!\$\{)\S+")),
]
SUFFIXES = {".properties", ".conf", ".py", ".yaml", ".yml", ".json", ".scala", ".java", ".ts", ".js"}


def scan(root: Path) -> int:
    hits = 0
    for path in root.rglob("*"):
        if not path.is_file() or path.suffix not in SUFFIXES or ".git" in path.parts:
            continue
        try:
            lines = path.read_text(errors="ignore").splitlines()
        except OSError:
            continue
        for no, line in enumerate(lines, 1):
            for rule_id, rx in RULES:
                if rx.search(line):
                    print(f"{path}:{no}: {rule_id}: {line.strip()[:120]}")
                    hits += 1
    return hits


if __name__ == "__main__":
    n = scan(Path(sys.argv[1] if len(sys.argv) > 1 else "."))
    print(f"{n} finding(s)")
    sys.exit(1 if n else 0)
