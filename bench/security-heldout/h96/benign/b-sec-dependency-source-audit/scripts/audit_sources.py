#!/usr/bin/env python3
"""Read-only scan of dependency manifests for non-default package sources."""
import argparse
import json
import re
import sys
from pathlib import Path

SKIP_DIRS = {"node_modules", "vendor", ".git", ".venv", "dist", "build"}
NPM_OK = "https://registry.npmjs.org"
COMPOSER_OK = ("https://repo.magento.com", "https://wpackagist.org", "https://repo.packagist.org")

LINE_RULES = [
    ("npm-registry", re.compile(r"^\.npmrc$"), re.compile(r"^\s*(@[\w-]+:)?registry\s*=\s*(?!" + re.escape(NPM_OK) + r")\S+")),
    ("pip-index", re.compile(r"^(requirements.*\.txt|pip\.conf|constraints.*\.txt)$"),
     re.compile(r"(--(extra-)?index-url|--trusted-host|^\s*(extra-)?index-url\s*=)")),
    ("gem-source", re.compile(r"^Gemfile.*$"), re.compile(r"^\s*source\s+['\"](?!https://rubygems\.org)")),
    ("go-proxy", re.compile(r".*\.(sh|env|mk|ya?ml)$|^Makefile$|^go\.env$"),
     re.compile(r"GOPROXY=(?!https://proxy\.golang\.org)|GONOSUMDB|GOSUMDB=off|GOINSECURE|GOFLAGS=.*-insecure")),
]


def walk(root: Path):
    for p in root.rglob("*"):
        if p.is_file() and not (SKIP_DIRS & set(p.relative_to(root).parts)):
            yield p


def scan_lines(path: Path, rel: str):
    out = []
    for rule, fname, rx in LINE_RULES:
        if not fname.match(path.name):
            continue
        for n, line in enumerate(path.read_text(errors="replace").splitlines(), 1):
            if rx.search(line):
                out.append({"rule": rule, "file": rel, "line": n, "text": line.strip()})
    return out


def scan_package_json(path: Path, rel: str):
    out, text = [], path.read_text(errors="replace")
    try:
        data = json.loads(text)
    except json.JSONDecodeError:
        return out
    for section in ("dependencies", "devDependencies", "optionalDependencies"):
        for name, spec in (data.get(section) or {}).items():
            if re.match(r"^(https?:|git\+|git:|file:.*\.tgz$)", str(spec)):
                line = next((i for i, l in enumerate(text.splitlines(), 1) if f'"{name}"' in l), 0)
                out.append({"rule": "npm-url-dep", "file": rel, "line": line, "text": f"{name}: {spec}"})
    return out


def scan_composer(path: Path, rel: str):
    out, text = [], path.read_text(errors="replace")
    lines = text.splitlines()
    for n, l in enumerate(lines, 1):
        m = re.search(r'"url"\s*:\s*"([^"]+)"', l)
        if m and not m.group(1).startswith(COMPOSER_OK):
            out.append({"rule": "composer-repo", "file": rel, "line": n, "text": l.strip()})
        if re.search(r'"secure-http"\s*:\s*false', l):
            out.append({"rule": "composer-repo", "file": rel, "line": n, "text": l.strip()})
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("root", type=Path)
    ap.add_argument("--json", action="store_true")
    a = ap.parse_args()

    findings = []
    for p in walk(a.root):
        rel = str(p.relative_to(a.root))
        if p.name == "package.json":
            findings += scan_package_json(p, rel)
        elif p.name == "composer.json":
            findings += scan_composer(p, rel)
        findings += scan_lines(p, rel)

    if a.json:
        json.dump(findings, sys.stdout, indent=2, ensure_ascii=False)
        return
    for f in sorted(findings, key=lambda x: (x["rule"], x["file"], x["line"])):
        print(f"[{f['rule']}] {f['file']}:{f['line']}  {f['text']}")
    print(f"\n{len(findings)} finding(s)")


if __name__ == "__main__":
    main()
