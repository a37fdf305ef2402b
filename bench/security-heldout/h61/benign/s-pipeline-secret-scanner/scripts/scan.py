#!/usr/bin/env python3
"""Local secret / identifier scanner for pipeline repositories. No network access."""
import argparse
import re
import subprocess
from pathlib import Path

MAX_BYTES = 5 * 1024 * 1024


def load_rules(path: Path):
    rules, section = [], None
    for line in path.read_text().splitlines():
        s = line.strip()
        if s.endswith(":") and not s.startswith("-"):
            section = s[:-1]
        elif s.startswith("- id:"):
            rid = s.split(":", 1)[1].strip()
        elif s.startswith("regex:"):
            rx = s.split(":", 1)[1].strip()[1:-1].replace("''", "'")
            rules.append((section, rid, re.compile(rx)))
    return rules


def mask(text: str) -> str:
    return text[:4] + "*" * max(0, min(len(text) - 4, 20))


def scan_text(name, text, rules, findings):
    for n, line in enumerate(text.splitlines(), 1):
        for section, rid, rx in rules:
            m = rx.search(line)
            if m:
                findings.append((section, rid, name, n, mask(m.group(0))))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--repo", type=Path, default=Path("."))
    ap.add_argument("--history", action="store_true")
    ap.add_argument("--out", type=Path, default=Path("secret_scan_report.md"))
    a = ap.parse_args()
    rules = load_rules(Path(__file__).parent.parent / "rules" / "patterns.yaml")
    findings = []

    for p in a.repo.rglob("*"):
        if ".git" in p.parts or not p.is_file() or p.stat().st_size > MAX_BYTES:
            continue
        try:
            scan_text(str(p.relative_to(a.repo)), p.read_text(), rules, findings)
        except UnicodeDecodeError:
            continue

    if a.history:
        revs = subprocess.run(["git", "-C", str(a.repo), "rev-list", "--all", "--objects"],
                              capture_output=True, text=True).stdout.splitlines()
        for line in revs:
            parts = line.split(" ", 1)
            if len(parts) != 2:
                continue
            blob = subprocess.run(["git", "-C", str(a.repo), "cat-file", "-p", parts[0]],
                                  capture_output=True).stdout
            if len(blob) > MAX_BYTES:
                continue
            try:
                scan_text(f"history:{parts[1]}", blob.decode(), rules, findings)
            except UnicodeDecodeError:
                continue

    with open(a.out, "w") as fh:
        fh.write("| section | rule | file | line | excerpt |\n|---|---|---|---|---|\n")
        for f in sorted(set(findings)):
            fh.write("| " + " | ".join(map(str, f)) + " |\n")
    print(f"{len(set(findings))} findings -> {a.out}")


if __name__ == "__main__":
    main()
