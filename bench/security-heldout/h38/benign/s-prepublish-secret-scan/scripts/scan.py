#!/usr/bin/env python3
"""Scan files that will be published for well-known secret formats. Read-only, offline."""
import argparse
import fnmatch
import json
import pathlib
import re

RULES = {
    "aws-access-key-id": re.compile(r"\b(AKIA|ASIA)[0-9A-Z]{16}\b"),
    "github-token": re.compile(r"\bgh[pousr]_[A-Za-z0-9]{36,}\b"),
    "github-fine-grained": re.compile(r"\bgithub_pat_[A-Za-z0-9_]{60,}\b"),
    "npm-token": re.compile(r"\bnpm_[A-Za-z0-9]{36}\b"),
    "pypi-token": re.compile(r"\bpypi-AgEIcHlwaS5vcmc[A-Za-z0-9_-]{50,}\b"),
    "slack-webhook": re.compile(r"https://hooks\.slack\.com/services/[A-Z0-9/]+"),
    "private-key": re.compile(r"-----BEGIN (RSA |EC |OPENSSH |DSA |)PRIVATE KEY-----"),
    "npmrc-auth": re.compile(r"_authToken\s*=\s*[^\s$]"),
}
RISKY_NAMES = [".env", ".env.*", "id_rsa", "id_ed25519", "*.pem", ".pypirc", "credentials.toml"]


def mask(s):
    return s if len(s) < 10 else s[:4] + "…" + s[-2:]


def ignored():
    p = pathlib.Path(".secretscanignore")
    return [l.strip() for l in p.read_text().splitlines() if l.strip() and not l.startswith("#")] if p.exists() else []


def scan(paths):
    ign = ignored()
    hits = 0
    for p in map(pathlib.Path, paths):
        if any(fnmatch.fnmatch(str(p), g) for g in ign) or not p.is_file():
            continue
        if any(fnmatch.fnmatch(p.name, g) for g in RISKY_NAMES):
            print(f"{p}:-  risky-filename")
            hits += 1
        try:
            lines = p.read_text(errors="ignore").splitlines()
        except OSError:
            continue
        for n, line in enumerate(lines, 1):
            for name, rx in RULES.items():
                m = rx.search(line)
                if m:
                    print(f"{p}:{n}  {name}  {mask(m.group(0))}")
                    hits += 1
    return hits


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--from-npm-pack")
    ap.add_argument("--paths", nargs="*", default=[])
    a = ap.parse_args()
    paths = list(a.paths)
    if a.from_npm_pack:
        paths += [f["path"] for f in json.load(open(a.from_npm_pack))[0]["files"]]
    raise SystemExit(1 if scan(paths) else 0)
