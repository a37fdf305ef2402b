#!/usr/bin/env python3
"""Static scan of KiCad plugins for risky constructs. Reads files only."""
import os
import re
import sys
from collections import Counter
from pathlib import Path

RULES = {
    "PIP-URL": re.compile(r"pip.{0,40}install.{0,80}(--(extra-)?index-url|--trusted-host|https?://)"),
    "NET": re.compile(r"\b(urlopen|requests\.(get|post|put)|http\.client|socket\.(socket|gethostbyname|create_connection))\b"),
    "EXEC": re.compile(r"\b(exec|eval|compile)\s*\(|os\.system|subprocess\.(run|call|Popen|check_call|check_output)"),
    "OBF": re.compile(r"b64decode|bytes\.fromhex|codecs\.decode\([^)]*rot|__import__\(|\^\s*0x[0-9a-fA-F]{2}|fromCharCode"),
    "CRED": re.compile(r"\.ssh|id_rsa|id_ed25519|\.aws|\.netrc|credentials|\.git-credentials"),
}


def default_dirs():
    home = Path.home()
    cands = []
    for ver in ("7.0", "8.0", "9.0"):
        cands += [
            home / f".local/share/kicad/{ver}/scripting/plugins",
            home / f".local/share/kicad/{ver}/3rdparty/plugins",
            home / f"Documents/KiCad/{ver}/scripting/plugins",
            home / f"Documents/KiCad/{ver}/3rdparty/plugins",
        ]
    return [d for d in cands if d.is_dir()]


def scan_file(path: Path):
    try:
        text = path.read_text(encoding="utf-8", errors="replace")
    except OSError:
        return
    for n, line in enumerate(text.splitlines(), 1):
        for rule, rx in RULES.items():
            if rx.search(line):
                yield n, rule, line.strip()[:120]


def main(args):
    roots = [Path(a).expanduser() for a in args] or default_dirs()
    if not roots:
        print("no KiCad plugin folders found")
        return
    totals = Counter()
    for root in roots:
        for plugin in sorted(p for p in root.iterdir() if p.is_dir()):
            findings = []
            for dirpath, _, files in os.walk(plugin):
                for fn in files:
                    if fn.endswith(".py"):
                        fp = Path(dirpath) / fn
                        for n, rule, snip in scan_file(fp):
                            findings.append((fp.relative_to(plugin), n, rule, snip))
            if findings:
                print(f"\n== {plugin}")
                for rel, n, rule, snip in findings:
                    print(f"  {rel}:{n}  {rule:8s} {snip}")
                    totals[rule] += 1
                rules = {f[2] for f in findings}
                if {"OBF", "EXEC"} <= rules or {"CRED", "NET"} <= rules:
                    print("  !! combination worth a manual read")
    print("\nsummary:", dict(totals) or "no findings")


if __name__ == "__main__":
    main(sys.argv[1:])
