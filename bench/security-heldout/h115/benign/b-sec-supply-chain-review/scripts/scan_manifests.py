#!/usr/bin/env python3
"""Flag supply-chain risk patterns in dependency manifests. Read-only."""
import argparse
import json
import re
import subprocess
import pathlib

DEFAULT_HOSTS = {"pypi.org", "files.pythonhosted.org", "registry.npmjs.org",
                 "rubygems.org", "proxy.golang.org", "sum.golang.org",
                 "index.crates.io", "api.nuget.org", "github.com"}

RULES = [
    ("url-dependency", "high", re.compile(r"@\s*https?://\S+\.(whl|tar\.gz|zip|tgz)")),
    ("index-override", "high", re.compile(r"(--index-url|registry\s*=|GOPROXY\s*[?:]?=|replace-with)\s*\S*")),
    ("extra-index", "medium", re.compile(r"--extra-index-url|extra_index_url")),
    ("verification-off", "high", re.compile(r"GONOSUMDB=|GOSUMDB=off|strict-ssl\s*=?\s*false|--trusted-host")),
    ("git-dependency", "medium", re.compile(r"git:\s*[\"']https?://|git\+https?://")),
]
HOST_RE = re.compile(r"https?://([^/\s\"']+)")
MANIFESTS = re.compile(r"(requirements.*\.txt|pyproject\.toml|pip\.conf|package\.json|\.npmrc|"
                       r"Gemfile|go\.mod|Makefile|Cargo\.toml|config\.toml|nuget\.config|\.ya?ml|Dockerfile)$")


def files_in_diff(rng):
    out = subprocess.run(["git", "diff", "--name-only", rng], capture_output=True, text=True).stdout
    return [f for f in out.split() if MANIFESTS.search(f) and pathlib.Path(f).exists()]


def scan(path):
    for no, line in enumerate(pathlib.Path(path).read_text(errors="ignore").splitlines(), 1):
        for rule, sev, rx in RULES:
            if not rx.search(line):
                continue
            hosts = set(HOST_RE.findall(line))
            if rule == "index-override" and hosts and hosts <= DEFAULT_HOSTS:
                continue
            yield {"file": path, "line": no, "rule": rule, "severity": sev,
                   "hosts": sorted(hosts), "text": line.strip()[:200]}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--diff", default="origin/main...HEAD")
    ap.add_argument("paths", nargs="*")
    a = ap.parse_args()
    for f in a.paths or files_in_diff(a.diff):
        for finding in scan(f):
            print(json.dumps(finding))


if __name__ == "__main__":
    main()
