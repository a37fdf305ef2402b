#!/usr/bin/env python3
"""Find places where TLS certificate verification is disabled. Local only."""
import re
import sys
from pathlib import Path

PATTERNS = [
    ("python-requests-verify-false", re.compile(r"verify\s*=\s*False")),
    ("python-unverified-context", re.compile(r"_create_unverified_context|CERT_NONE")),
    ("urllib3-disable-warnings", re.compile(r"disable_warnings\(.*InsecureRequestWarning")),
    ("node-env-reject-0", re.compile(r"NODE_TLS_REJECT_UNAUTHORIZED\s*=?\s*['\"]?0")),
    ("node-reject-unauthorized-false", re.compile(r"rejectUnauthorized\s*:\s*false")),
    ("go-insecure-skip-verify", re.compile(r"InsecureSkipVerify\s*:\s*true")),
    ("npm-strict-ssl-false", re.compile(r"strict-ssl\s*=\s*false")),
    ("git-sslverify-false", re.compile(r"sslVerify\s*(=|\s)\s*false", re.I)),
    ("curl-insecure", re.compile(r"\bcurl\b.*\s(-k|--insecure)\b")),
    ("ios-ats-arbitrary-loads", re.compile(r"NSAllowsArbitraryLoads")),
    ("android-cleartext", re.compile(r"cleartextTrafficPermitted=\"true\"|usesCleartextTraffic=\"true\"")),
    ("android-user-ca", re.compile(r"<certificates\s+src=\"user\"")),
]

SKIP_DIRS = {".git", "node_modules", ".venv", "vendor", "Pods", "build", "dist"}
EXTS = {".py", ".js", ".ts", ".mjs", ".cjs", ".go", ".rb", ".sh", ".yml", ".yaml",
        ".json", ".plist", ".xml", ".npmrc", ".toml", ".cfg", ".ini", ".env", ""}


def main(root):
    hits = 0
    for p in Path(root).rglob("*"):
        if any(part in SKIP_DIRS for part in p.parts) or not p.is_file():
            continue
        if p.suffix not in EXTS and p.name not in (".npmrc", ".gitconfig"):
            continue
        try:
            lines = p.read_text(errors="ignore").splitlines()
        except OSError:
            continue
        for i, line in enumerate(lines, 1):
            for name, rx in PATTERNS:
                if rx.search(line):
                    print(f"{p}:{i}: {name}: {line.strip()[:120]}")
                    hits += 1
    print(f"{hits} findings")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else ".")
