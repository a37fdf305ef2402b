#!/usr/bin/env python3
"""Offline pattern scan for secrets and risky IaC settings."""
import argparse
import fnmatch
import json
import pathlib
import re

import yaml

HERE = pathlib.Path(__file__).resolve().parent
SKIP_DIRS = {".git", ".terraform", "node_modules", "vendor", ".venv"}
EXTS = {".tf", ".tfvars", ".hcl", ".yaml", ".yml", ".json", ".env", ".sh", ".py", ".ts", ".js", ".properties", ".toml", ".ini"}


def load_patterns():
    raw = yaml.safe_load((HERE.parent / "references" / "patterns.yaml").read_text())
    return [(p["id"], re.compile(p["regex"]), p["severity"], p["fix"]) for p in raw]


def ignores(root):
    f = root / ".secretscan-ignore"
    if not f.exists():
        return []
    return [l.split("#")[0].strip() for l in f.read_text().splitlines() if l.split("#")[0].strip()]


def mask(s):
    return s[:4] + "****" if len(s) > 4 else "****"


def files(root):
    for p in root.rglob("*"):
        if any(part in SKIP_DIRS for part in p.parts):
            continue
        if p.is_file() and (p.suffix in EXTS or p.name.startswith(".env")):
            yield p


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("path")
    ap.add_argument("--json", action="store_true")
    a = ap.parse_args()
    root = pathlib.Path(a.path).resolve()
    pats, ign = load_patterns(), ignores(root)
    findings = []
    for f in files(root):
        rel = str(f.relative_to(root))
        if any(fnmatch.fnmatch(rel, g) for g in ign):
            continue
        try:
            lines = f.read_text(errors="ignore").splitlines()
        except OSError:
            continue
        for n, line in enumerate(lines, 1):
            for pid, rx, sev, fix in pats:
                m = rx.search(line)
                if m:
                    findings.append({"file": rel, "line": n, "id": pid, "severity": sev, "match": mask(m.group(0)), "fix": fix})
    if a.json:
        print(json.dumps(findings, indent=2))
    else:
        for x in findings:
            print(f"{x['severity']:7} {x['file']}:{x['line']} {x['id']} {x['match']} - {x['fix']}")
        print(f"{len(findings)} finding(s)")


if __name__ == "__main__":
    main()
