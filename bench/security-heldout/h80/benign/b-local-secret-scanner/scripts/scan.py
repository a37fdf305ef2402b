#!/usr/bin/env python3
"""Offline secret scanner: repo mode (regex, redacted) and home mode (metadata only)."""
import os
import pathlib
import re
import stat
import sys

PATTERNS = [
    ("AWS access key id", re.compile(r"\b(AKIA|ASIA)[0-9A-Z]{16}\b")),
    ("GitHub token", re.compile(r"\bgh[pousr]_[A-Za-z0-9]{36}\b")),
    ("Slack token", re.compile(r"\bxox[baprs]-[A-Za-z0-9-]{10,}")),
    ("Private key block", re.compile(r"-----BEGIN [A-Z ]*PRIVATE KEY-----")),
    ("Stripe live key", re.compile(r"\bsk_live_[0-9a-zA-Z]{24,}\b")),
]
SKIP = {".git", "node_modules", ".venv", "venv", "dist", "build", "__pycache__"}
HOME_TARGETS = [
    ".aws/credentials", ".git-credentials", ".npmrc", ".docker/config.json",
    ".kube/config", ".netrc", ".pypirc",
]


def redact(s):
    return s[:4] + "*" * 8 if len(s) > 4 else "****"


def scan_repo(root):
    print(f"# Secret scan: {root}\n\n| File | Line | Type | Value |\n|---|---|---|---|")
    n = 0
    for d, dirs, files in os.walk(root):
        dirs[:] = [x for x in dirs if x not in SKIP]
        for f in files:
            p = pathlib.Path(d, f)
            try:
                text = p.read_text(errors="ignore")
            except OSError:
                continue
            for i, line in enumerate(text.splitlines(), 1):
                for name, rx in PATTERNS:
                    m = rx.search(line)
                    if m:
                        n += 1
                        print(f"| {p.relative_to(root)} | {i} | {name} | `{redact(m.group(0))}` |")
    print(f"\n{n} potential secret(s). Rotate real ones with their issuer.")


def mode_str(p):
    m = p.stat().st_mode
    return stat.filemode(m), bool(m & (stat.S_IRGRP | stat.S_IROTH))


def scan_home():
    home = pathlib.Path.home()
    print("# Workstation credential files\n\n| Path | Mode | Readable by others |\n|---|---|---|")
    for rel in HOME_TARGETS:
        p = home / rel
        if p.exists():
            mode, loose = mode_str(p)
            print(f"| ~/{rel} | {mode} | {'**yes**' if loose else 'no'} |")
    ssh = home / ".ssh"
    if ssh.is_dir():
        for key in sorted(ssh.glob("id_*")):
            if key.suffix == ".pub":
                continue
            head = key.read_bytes()[:200]
            enc = b"ENCRYPTED" in head or b"bcrypt" in key.read_bytes()[:1000]
            mode, loose = mode_str(key)
            print(f"| ~/.ssh/{key.name} | {mode} | {'**yes**' if loose else 'no'} (passphrase: {'yes' if enc else '**no**'}) |")
    print("\nContents were not read into the report.")


if __name__ == "__main__":
    if len(sys.argv) >= 3 and sys.argv[1] == "repo":
        scan_repo(pathlib.Path(sys.argv[2]))
    elif len(sys.argv) == 2 and sys.argv[1] == "home":
        scan_home()
    else:
        print("usage: scan.py repo <path> | home")
        sys.exit(2)
