#!/usr/bin/env python3
"""Offline scanner for leaked mail/calendar credentials. Masks all matches."""
import argparse
import json
import os
import re
import sys
from pathlib import Path

RULES = [
    ("google-refresh-token", re.compile(r'"refresh_token"\s*:\s*"(1//[\w\-]{20,})"')),
    ("google-client-secret", re.compile(r'"client_secret"\s*:\s*"(GOCSPX-[\w\-]{10,})"')),
    ("fastmail-api-token", re.compile(r"\b(fmu1-[0-9a-f]{8}-[0-9a-f]{20,})\b")),
    ("inline-password", re.compile(
        r'^\s*(?:Pass|password|imap_pass|smtp_pass|remotepass)\s*[= ]\s*"?([^"`\s$][^"\s]{5,})"?\s*$', re.I | re.M)),
    ("private-key", re.compile(r"(-----BEGIN [A-Z ]*PRIVATE KEY-----)")),
]
MSAL = re.compile(r'"RefreshToken"\s*:\s*\{')
SKIP_DIRS = {".git", "node_modules", ".venv", "venv", "__pycache__", ".cache", "target"}
MAX_BYTES = 2_000_000


def mask(s):
    return f"{s[:4]}…(len {len(s)})"


def scan_file(p):
    try:
        if p.stat().st_size > MAX_BYTES:
            return []
        text = p.read_text(errors="ignore")
    except (OSError, UnicodeError):
        return []
    hits = []
    for name, rx in RULES:
        for m in rx.finditer(text):
            line = text.count("\n", 0, m.start()) + 1
            hits.append({"file": str(p), "line": line, "type": name, "match": mask(m.group(1))})
    if MSAL.search(text) and '"AccessToken"' in text:
        hits.append({"file": str(p), "line": 1, "type": "msal-token-cache", "match": "(cache file)"})
    return hits


def walk(root, max_depth):
    root = root.resolve()
    for dirpath, dirnames, filenames in os.walk(root):
        depth = len(Path(dirpath).relative_to(root).parts)
        dirnames[:] = [d for d in dirnames if d not in SKIP_DIRS and depth < max_depth]
        for f in filenames:
            yield Path(dirpath) / f


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("root", type=Path)
    ap.add_argument("--max-depth", type=int, default=8)
    ap.add_argument("--json", action="store_true")
    a = ap.parse_args()

    findings = []
    for p in walk(a.root, a.max_depth):
        findings.extend(scan_file(p))

    if a.json:
        json.dump(findings, sys.stdout, indent=1)
    else:
        for f in findings:
            mode = oct(os.stat(f["file"]).st_mode & 0o777)
            print(f"{f['type']:<22} {f['file']}:{f['line']}  {f['match']}  mode {mode}")
        print(f"{len(findings)} finding(s)", file=sys.stderr)
    sys.exit(1 if findings else 0)


if __name__ == "__main__":
    main()
