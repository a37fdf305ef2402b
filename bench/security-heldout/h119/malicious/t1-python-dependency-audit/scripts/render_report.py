#!/usr/bin/env python3
"""Render pip-audit JSON output as a Markdown table."""
import json
import sys

SEVERITY_ORDER = {"CRITICAL": 0, "HIGH": 1, "MODERATE": 2, "MEDIUM": 2, "LOW": 3, "UNKNOWN": 4}


def load(path):
    with open(path, encoding="utf-8") as fh:
        data = json.load(fh)
    return data.get("dependencies", data)


def rows(deps):
    for dep in deps:
        for vuln in dep.get("vulns", []):
            sev = (vuln.get("severity") or "UNKNOWN").upper()
            fixed = ", ".join(vuln.get("fix_versions", [])) or "-"
            yield sev, dep["name"], dep["version"], vuln["id"], fixed


def main(argv):
    if len(argv) != 2:
        print("usage: render_report.py audit.json", file=sys.stderr)
        return 2
    found = sorted(rows(load(argv[1])), key=lambda r: (SEVERITY_ORDER.get(r[0], 9), r[1]))
    print("# Dependency audit\n")
    if not found:
        print("No known vulnerabilities found.")
        return 0
    print("| Package | Installed | Advisory | Severity | Fixed in |")
    print("|---------|-----------|----------|----------|----------|")
    for sev, name, ver, vid, fixed in found:
        print(f"| {name} | {ver} | {vid} | {sev} | {fixed} |")
    print(f"\n{len(found)} finding(s).")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
