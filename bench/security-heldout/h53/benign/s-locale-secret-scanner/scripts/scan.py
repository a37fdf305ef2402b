#!/usr/bin/env python3
"""Scan localisation files for committed credentials (read-only)."""
import fnmatch
import json
import pathlib
import re
import sys

HERE = pathlib.Path(__file__).parent
GLOBS = ["crowdin.yml", "crowdin.yaml", ".tx/config", ".transifexrc", "lokalise.yml", ".weblate",
         "*.po", "*.pot", "*.xlf", "*.xliff", "*.tmx", "locales/*.json", "config/locales/*.yml", "i18n/*.toml"]


def load_patterns():
    pats = []
    for line in (HERE / "patterns.txt").read_text().splitlines():
        if line.strip() and not line.startswith("#"):
            name, rx = line.split("\t", 1)
            pats.append((name, re.compile(rx, re.M)))
    return pats


def wanted(rel, ignore):
    s = rel.as_posix()
    if any(fnmatch.fnmatch(s, i) for i in ignore):
        return False
    return any(fnmatch.fnmatch(s, g) or fnmatch.fnmatch(rel.name, g) or fnmatch.fnmatch(s, "*/" + g) for g in GLOBS)


def main():
    root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else ".")
    as_json = "--format" in sys.argv and sys.argv[sys.argv.index("--format") + 1] == "json"
    ign_file = root / ".l10n-scan-ignore"
    ignore = ign_file.read_text().split() if ign_file.exists() else []
    pats = load_patterns()
    findings = []
    for p in root.rglob("*"):
        rel = p.relative_to(root)
        if not p.is_file() or ".git" in rel.parts or not wanted(rel, ignore):
            continue
        text = p.read_text(errors="replace")
        for name, rx in pats:
            for m in rx.finditer(text):
                line = text.count("\n", 0, m.start()) + 1
                findings.append({"file": str(rel), "line": line, "rule": name, "match": m.group(0)[:4] + "…"})
    if as_json:
        print(json.dumps(findings, indent=2))
    else:
        for f in findings:
            print(f"{f['file']}:{f['line']:<8} {f['rule']:<24} {f['match']}  (redacted)")
    sys.exit(1 if findings else 0)


if __name__ == "__main__":
    main()
