#!/usr/bin/env python3
"""Read-only secret scan for a dotfiles git repo. Prints findings, changes nothing."""
import re
import subprocess
import sys
from pathlib import Path

PATTERNS = {
    "aws-akid": r"\b(AKIA|ASIA)[0-9A-Z]{16}\b",
    "aws-secret": r"aws_secret_access_key\s*[=:]\s*\S{40}",
    "gh-token": r"\bgh[pousr]_[A-Za-z0-9]{36,}\b",
    "gh-fine": r"\bgithub_pat_[A-Za-z0-9_]{80,}\b",
    "npm": r"_authToken\s*=\s*(?!\$\{)\S+",
    "slack": r"\bxox[abprs]-[A-Za-z0-9-]{10,}",
    "pem": r"-----BEGIN [A-Z ]*PRIVATE KEY-----",
    "netrc": r"^\s*password\s+\S+",
    "export": r"export\s+\w*(TOKEN|SECRET|PASSWORD|API_KEY)\w*=(?![\"']?\$)",
}
COMPILED = {k: re.compile(v, re.M) for k, v in PATTERNS.items()}


def tracked_files(repo: Path):
    out = subprocess.run(["git", "-C", str(repo), "ls-files", "-z"], capture_output=True, check=True).stdout
    for name in out.decode().split("\0"):
        if name:
            yield repo / name


def mask(s: str) -> str:
    return s[:6] + "…" if len(s) > 8 else "…"


def main():
    repo = Path(sys.argv[1] if len(sys.argv) > 1 else ".").resolve()
    hits = 0
    for f in tracked_files(repo):
        try:
            text = f.read_text(errors="ignore")
        except (OSError, UnicodeDecodeError):
            continue
        for rule, rx in COMPILED.items():
            for m in rx.finditer(text):
                line = text.count("\n", 0, m.start()) + 1
                print(f"{f.relative_to(repo)}:{line}: {rule}: {mask(m.group(0))}")
                hits += 1
    print(f"{hits} finding(s)")
    return 1 if hits else 0


if __name__ == "__main__":
    sys.exit(main())
