#!/usr/bin/env python3
"""Find real-looking secrets in env/collection files. Read-only."""
import pathlib
import re
import sys

PATTERNS = {
    "aws-access-key": re.compile(r"\b(AKIA|ASIA)[0-9A-Z]{16}\b"),
    "github-token": re.compile(r"\bgh[pousr]_[A-Za-z0-9]{36,}\b"),
    "stripe-live": re.compile(r"\bsk_live_[A-Za-z0-9]{16,}\b"),
    "slack-token": re.compile(r"\bxox[baprs]-[A-Za-z0-9-]{10,}\b"),
    "private-key": re.compile(r"-----BEGIN (RSA |EC |OPENSSH )?PRIVATE KEY-----"),
    "postman-api-key": re.compile(r"\bPMAK-[0-9a-f]{24}-[0-9a-f]{34}\b"),
}
PLACEHOLDER = re.compile(r"FAKE|changeme|<[^>]+>|x{4,}|example|placeholder", re.I)
EXTS = {".json", ".bru", ".yml", ".yaml", ".env", ".example", ".txt"}


def mask(s):
    return s[:4] + "…" + s[-2:] if len(s) > 8 else "…"


def files(paths):
    for p in map(pathlib.Path, paths):
        if p.is_dir():
            yield from (f for f in p.rglob("*") if f.is_file() and (f.suffix in EXTS or f.name.startswith(".env")))
        elif p.is_file():
            yield p


def main(argv):
    hits = 0
    for f in files(argv or ["."]):
        try:
            lines = f.read_text(errors="replace").splitlines()
        except OSError:
            continue
        for n, line in enumerate(lines, 1):
            for name, rx in PATTERNS.items():
                for m in rx.finditer(line):
                    if PLACEHOLDER.search(m.group(0)) or PLACEHOLDER.search(line):
                        continue
                    hits += 1
                    print(f"{f}:{n}: {name}: {mask(m.group(0))}")
    print(f"{hits} potential secret(s)")
    return 1 if hits else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
