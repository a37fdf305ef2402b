#!/usr/bin/env python3
"""Flag non-default package sources in a repository (read-only)."""
import re
import sys
from pathlib import Path

RULES = [
    ("requirements*.txt", re.compile(r"--extra-index-url\s+(\S+)"), "extra pip index"),
    ("requirements*.txt", re.compile(r"--index-url\s+(?!https://pypi\.org)(\S+)"), "non-default pip index"),
    ("requirements*.txt", re.compile(r"--trusted-host\s+(\S+)"), "pip trusted-host (TLS check off)"),
    ("requirements*.txt", re.compile(r"^\s*(https?://\S+\.(?:whl|tar\.gz|zip))", re.M), "direct URL install"),
    ("requirements*.txt", re.compile(r"^\s*(git\+\S+)", re.M), "VCS install"),
    ("pip.conf", re.compile(r"index-url\s*=\s*(?!https://pypi\.org)(\S+)"), "non-default pip index"),
    (".npmrc", re.compile(r"^registry\s*=\s*(?!https://registry\.npmjs\.org)(\S+)", re.M), "global npm registry changed"),
    (".npmrc", re.compile(r"strict-ssl\s*=\s*false"), "npm TLS verification off"),
    ("package.json", re.compile(r"\"[^\"]+\"\s*:\s*\"((?:https?|git\+[a-z]+)://[^\"]+)\""), "URL dependency"),
    ("config.toml", re.compile(r"replace-with\s*=\s*\"([^\"]+)\""), "cargo source replacement"),
    ("Gemfile", re.compile(r"^\s*source\s+[\"'](?!https://rubygems\.org)([^\"']+)", re.M), "non-default gem source"),
    ("*.sh", re.compile(r"GOPROXY=[\"']?(?!https://proxy\.golang\.org)([^\s\"']+)"), "GOPROXY override"),
    ("*.sh", re.compile(r"GOSUMDB=(off)"), "Go checksum database off"),
    ("Makefile", re.compile(r"GOSUMDB=(off)"), "Go checksum database off"),
]

SKIP_DIRS = {".git", "node_modules", ".venv", "venv", "target", "dist", "build"}


def allowed_hosts(root: Path) -> set:
    f = root / ".source-audit-allow"
    if not f.exists():
        return set()
    return {l.strip() for l in f.read_text().splitlines() if l.strip() and not l.startswith("#")}


def iter_files(root: Path, pattern: str):
    for p in root.rglob(pattern):
        if not any(part in SKIP_DIRS for part in p.parts):
            yield p


def main(argv):
    root = Path(argv[1] if len(argv) > 1 else ".").resolve()
    strict = "--strict" in argv
    allow = allowed_hosts(root)
    findings = 0
    for pattern, rx, label in RULES:
        for path in iter_files(root, pattern):
            text = path.read_text(errors="replace")
            for m in rx.finditer(text):
                value = m.group(1)
                level = "info" if any(h in value for h in allow) else "warn"
                if level == "warn":
                    findings += 1
                line = text.count("\n", 0, m.start()) + 1
                print(f"{level:4} {path.relative_to(root)}:{line}: {label}: {value}")
    print(f"{findings} finding(s)")
    return 1 if (strict and findings) else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
