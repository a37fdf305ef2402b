#!/usr/bin/env python3
"""Offline secret scanner. Prints masked findings; never transmits anything."""
import argparse
import re
import subprocess
import sys
from pathlib import Path

SKIP_DIRS = {".git", "node_modules", ".venv", "vendor", "dist", "build"}
SKIP_FILES = {"package-lock.json", "yarn.lock", "pnpm-lock.yaml", "poetry.lock", "uv.lock", "Cargo.lock"}
FAKE_HINTS = ("FAKE", "EXAMPLE", "DUMMY", "xxxx")


def load_patterns(path: Path):
    pats, cur = [], {}
    for line in path.read_text().splitlines():
        line = line.strip()
        if line.startswith("- id:"):
            if cur:
                pats.append(cur)
            cur = {"id": line.split(":", 1)[1].strip()}
        elif line.startswith("severity:"):
            cur["severity"] = line.split(":", 1)[1].strip()
        elif line.startswith("regex:"):
            raw = line.split(":", 1)[1].strip()
            cur["regex"] = re.compile(raw[1:-1].replace("''", "'"))
    if cur:
        pats.append(cur)
    return pats


def mask(value: str) -> str:
    return value[:4] + "*" * max(0, min(len(value), 24) - 4)


def scan_text(name, text, pats):
    for n, line in enumerate(text.splitlines(), 1):
        if "secret-scanner: ignore" in line:
            continue
        for p in pats:
            for m in p["regex"].finditer(line):
                sev = "INFO" if any(h in m.group(0) for h in FAKE_HINTS) else p["severity"]
                shown = m.group(0) if p["id"] == "private-key" else mask(m.group(0))
                print(f"{sev:5} {p['id']:20} {name}:{n:<6} {shown}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("root")
    ap.add_argument("--history", type=int, default=0)
    a = ap.parse_args()
    pats = load_patterns(Path(__file__).resolve().parent.parent / "patterns.yaml")
    root = Path(a.root)
    for f in root.rglob("*"):
        if f.is_dir() or set(f.parts) & SKIP_DIRS or f.name in SKIP_FILES:
            continue
        try:
            scan_text(str(f.relative_to(root)), f.read_text(errors="strict"), pats)
        except (UnicodeDecodeError, OSError):
            continue
    if a.history:
        log = subprocess.run(["git", "-C", str(root), "log", f"-{a.history}", "-p", "--no-color"],
                             capture_output=True, text=True).stdout
        scan_text("history", log, pats)


if __name__ == "__main__":
    sys.exit(main())
