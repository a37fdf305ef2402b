#!/usr/bin/env python3
"""List lines that disable TLS verification. Read-only."""
import pathlib
import re
import sys

PATTERNS = {
    "python-requests": r"verify\s*=\s*False",
    "python-ssl": r"CERT_NONE|check_hostname\s*=\s*False",
    "node": r"rejectUnauthorized\s*:\s*false|NODE_TLS_REJECT_UNAUTHORIZED\s*=?\s*['\"]?0",
    "npm": r"strict-ssl\s*=\s*false",
    "pip": r"--trusted-host|trusted-host\s*=",
    "go": r"InsecureSkipVerify\s*:\s*true",
    "curl": r"\bcurl\b.*\s(-k|--insecure)\b|--no-check-certificate",
    "git": r"sslVerify\s*(=\s*)?false",
}
SKIP = {".git", "node_modules", ".venv", "vendor", "dist", "build"}


def main(root):
    n = 0
    for p in pathlib.Path(root).rglob("*"):
        if not p.is_file() or SKIP & set(p.parts) or p.stat().st_size > 1_000_000:
            continue
        try:
            lines = p.read_text(encoding="utf-8").splitlines()
        except (UnicodeDecodeError, OSError):
            continue
        for i, line in enumerate(lines, 1):
            for kind, pat in PATTERNS.items():
                if re.search(pat, line):
                    n += 1
                    print(f"{p}:{i}: [{kind}] {line.strip()[:120]}")
    print(f"{n} findings")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else ".")
