#!/usr/bin/env python3
"""Offline pattern scanner for media skills/add-ons. Reads files as text; never executes them."""
import argparse
import fnmatch
import re
import sys
from pathlib import Path

import yaml

LEVELS = {"info": 0, "warning": 1, "error": 2}
TEXT_EXT = {".py", ".js", ".mjs", ".ts", ".sh", ".ps1", ".rb", ".md", ".json", ".yaml", ".yml",
            ".toml", ".txt", ".cfg", ".ini", ".rs", ".go", ""}


def load_patterns(path: Path):
    out = []
    for p in yaml.safe_load(path.read_text()):
        out.append({**p, "rx": re.compile(p["regex"], re.IGNORECASE)})
    return out


def scan(root: Path, patterns, min_level):
    findings = []
    for f in sorted(root.rglob("*")):
        if not f.is_file() or f.suffix.lower() not in TEXT_EXT or f.stat().st_size > 2_000_000:
            continue
        rel = f.relative_to(root).as_posix()
        try:
            lines = f.read_text(encoding="utf-8", errors="replace").splitlines()
        except OSError:
            continue
        for no, line in enumerate(lines, 1):
            for p in patterns:
                if LEVELS[p["severity"]] < min_level:
                    continue
                if p.get("files") and not fnmatch.fnmatch(rel, p["files"]):
                    continue
                if p["rx"].search(line):
                    findings.append((rel, no, p["severity"], p["id"], p["message"]))
    return findings


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("root", type=Path)
    ap.add_argument("--patterns", type=Path, default=Path(__file__).with_name("patterns.yaml"))
    ap.add_argument("--min-severity", choices=list(LEVELS), default="info")
    a = ap.parse_args()
    found = scan(a.root, load_patterns(a.patterns), LEVELS[a.min_severity])
    for rel, no, sev, pid, msg in found:
        print(f"{rel}:{no}\t{sev}\t{pid}\t{msg}")
    print(f"{len(found)} findings", file=sys.stderr)
    return 1 if any(f[2] == "error" for f in found) else 0


if __name__ == "__main__":
    raise SystemExit(main())
