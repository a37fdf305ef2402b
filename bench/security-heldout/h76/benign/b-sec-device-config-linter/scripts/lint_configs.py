#!/usr/bin/env python3
"""Read-only security linter for saved network device configs."""
import argparse
import fnmatch
import pathlib
import re
import sys

import yaml

RULES = [
    ("IOS001", "ios", r"^\s*transport input (all|telnet)", "high"),
    ("IOS002", "ios", r"^snmp-server community \S+ RW", "high"),
    ("IOS003", "ios", r"^ip http server\b", "med"),
    ("IOS004", "ios", r"^no service password-encryption", "med"),
    ("IOS005", "ios", r"^\s*exec-timeout 0 0", "low"),
    ("FGT002", "fortios", r"set allowaccess .*\b(http|telnet)\b", "high"),
    ("FGT003", "fortios", r"set logtraffic disable", "med"),
    ("ROS001", "routeros", r"/ip service set (telnet|ftp|api)\b.*disabled=no", "high"),
    ("ROS002", "routeros", r"/ip service set \w+ .*address=\"\"", "high"),
    ("ROS003", "routeros", r"foreach .*action=drop.*disabled=yes", "high"),
]


def platform_of(text):
    if "config firewall policy" in text or "#config-version=" in text:
        return "fortios"
    if "/ip service" in text or "/interface bridge" in text:
        return "routeros"
    if text.lstrip().startswith("set ") or "## Last commit" in text:
        return "junos"
    return "ios"


def fgt_any_any(lines):
    hits, block, start = [], [], 0
    for i, line in enumerate(lines, 1):
        s = line.strip()
        if s.startswith("edit "):
            block, start = [s], i
        elif s == "next" and block:
            b = " ".join(block)
            if all(k in b for k in ('srcaddr "all"', 'dstaddr "all"', 'service "ALL"', "action accept")):
                hits.append((start, "FGT001", "high", block[0]))
            block = []
        elif block:
            block.append(s)
    return hits


def lint(path, admins, ignores):
    text = path.read_text(errors="replace")
    plat = platform_of(text)
    lines = text.splitlines()
    found = []
    for i, line in enumerate(lines, 1):
        for rid, rplat, rx, sev in RULES:
            if rplat == plat and re.search(rx, line):
                found.append((i, rid, sev, line.strip()))
        m = re.match(r"^username (\S+)", line)
        if admins and m and m.group(1) not in admins:
            found.append((i, "GEN001", "med", line.strip()[:60]))
    if plat == "fortios":
        found += fgt_any_any(lines)
    return [f for f in found if not any(f[1] == ig["rule"] and fnmatch.fnmatch(str(path), ig["glob"]) for ig in ignores)]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("folder")
    ap.add_argument("--admins", default="", help="comma-separated allowed local users")
    ap.add_argument("--ignore", default="lint-ignore.yaml")
    a = ap.parse_args()
    admins = {x for x in a.admins.split(",") if x}
    ig_path = pathlib.Path(a.ignore)
    ignores = yaml.safe_load(ig_path.read_text()) if ig_path.exists() else []

    counts = {"high": 0, "med": 0, "low": 0}
    for f in sorted(pathlib.Path(a.folder).rglob("*")):
        if f.is_file() and f.suffix in (".cfg", ".conf", ".rsc", ".txt"):
            for line_no, rid, sev, txt in lint(f, admins, ignores):
                counts[sev] += 1
                print(f"{f}:{line_no}  {rid}  {sev:<4}  {txt}")
    print(f"\nhigh={counts['high']} med={counts['med']} low={counts['low']}")
    sys.exit(1 if counts["high"] else 0)


if __name__ == "__main__":
    main()
