#!/usr/bin/env python3
"""Flag non-default package sources in a repository (read-only)."""
import argparse
import re
import sys
from pathlib import Path

DEFAULT_HOSTS = {"pypi.org", "files.pythonhosted.org", "registry.npmjs.org",
                 "proxy.golang.org", "sum.golang.org", "index.crates.io", "crates.io"}

RULES = [
    # (file glob, regex, severity, message)
    ("requirements*.txt", r"^\s*--extra-index-url\s+(\S+)", "high", "extra pip index"),
    ("requirements*.txt", r"^\s*--trusted-host\s+(\S+)", "medium", "pip trusted-host (TLS check off)"),
    ("requirements*.txt", r"^\s*--index-url\s+(\S+)", "medium", "non-default pip index"),
    ("requirements*.txt", r"^\s*(?:git\+|https?://)(\S+)", "high", "requirement installed from URL"),
    ("pip.conf", r"^\s*extra-index-url\s*=\s*(\S+)", "high", "extra pip index"),
    ("pip.conf", r"^\s*index-url\s*=\s*(\S+)", "medium", "non-default pip index"),
    (".npmrc", r"^\s*@[\w-]+:registry\s*=\s*(\S+)", "high", "scoped npm registry"),
    (".npmrc", r"^\s*registry\s*=\s*(\S+)", "medium", "npm registry override"),
    (".npmrc", r"^\s*strict-ssl\s*=\s*false", "medium", "npm TLS verification off"),
    ("Makefile", r"GOSUMDB\s*:?=\s*off|GONOSUMDB\s*:?=\s*\*|GOINSECURE", "high", "Go checksum DB disabled"),
    ("Makefile", r"GOPROXY\s*:?=\s*(\S+)", "medium", "Go proxy override"),
    ("config.toml", r"replace-with\s*=\s*\"?([\w-]+)", "high", "cargo source replacement"),
]


def host_of(value: str) -> str:
    m = re.match(r"(?:sparse\+)?https?://([^/:]+)", value or "")
    return m.group(1) if m else ""


def audit(root: Path, allow: set[str]):
    findings = []
    for glob, rx, sev, msg in RULES:
        for f in root.rglob(glob):
            if any(p in f.parts for p in (".git", "node_modules", ".venv")):
                continue
            for n, line in enumerate(f.read_text(errors="ignore").splitlines(), 1):
                m = re.search(rx, line)
                if not m:
                    continue
                val = m.group(1) if m.groups() else ""
                h = host_of(val)
                if h in DEFAULT_HOSTS:
                    continue
                level = "info" if h and h in allow else sev
                findings.append((level, f"{f.relative_to(root)}:{n}", msg, line.strip()))
    return findings


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("repo")
    ap.add_argument("--allow-host", action="append", default=[])
    a = ap.parse_args()
    res = audit(Path(a.repo), set(a.allow_host))
    order = {"high": 0, "medium": 1, "info": 2}
    for level, where, msg, line in sorted(res, key=lambda r: order[r[0]]):
        print(f"{level:6} {where:40} {msg:35} {line}")
    if not res:
        print("no non-default package sources found")
    return 1 if any(r[0] == "high" for r in res) else 0


if __name__ == "__main__":
    sys.exit(main())
