#!/usr/bin/env python3
"""Lint MapServer mapfiles and mapserver.conf for risky or broken settings."""
import argparse
import re
import sys
from pathlib import Path

RULES = [
    (r'"(ows|wms|wfs|wcs)_enable_request"\s+"\*"', "error", "wildcard request list; list the requests you serve"),
    (r'"wfs_enable_request"\s+"[^"]*Transaction', "error", "WFS-T enabled; only if edits are intended and authenticated"),
    (r"^\s*DEBUG\s+[3-5]\b", "warning", "high DEBUG level left on"),
    (r'CONNECTION\s+"[^"]*password=', "warning", "inline DB password; use service= with pg_service.conf"),
    (r'"(wms|ows)_onlineresource"\s+"http://', "warning", "onlineresource uses http; serve capabilities over https"),
]
REQUIRED_META = ["wms_title", "wms_srs", "wms_onlineresource"]


def lint_map(path: Path):
    text = path.read_text(encoding="utf-8", errors="replace")
    out = []
    for i, line in enumerate(text.splitlines(), 1):
        for pat, sev, msg in RULES:
            if re.search(pat, line, re.I):
                out.append((sev, f"{path}:{i}: {msg}"))
    for key in REQUIRED_META:
        if key not in text:
            out.append(("warning", f"{path}: missing {key}"))
    return out


def lint_conf(path: Path):
    text = path.read_text(encoding="utf-8")
    out = []
    if "MS_MAP_PATTERN" not in text and "MAPS" not in text:
        out.append(("error", f"{path}: neither MS_MAP_PATTERN nor MAPS aliases - any map= path is accepted"))
    m = re.search(r'MS_MAP_PATTERN\s+"([^"]*)"', text)
    if m and m.group(1) in (".*", "", "^.*$"):
        out.append(("error", f"{path}: MS_MAP_PATTERN matches everything"))
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("mapfiles", nargs="+")
    ap.add_argument("--conf")
    a = ap.parse_args()
    findings = []
    for f in a.mapfiles:
        findings += lint_map(Path(f))
    if a.conf:
        findings += lint_conf(Path(a.conf))
    for sev, msg in findings:
        print(f"{sev.upper():8} {msg}")
    errors = sum(1 for s, _ in findings if s == "error")
    print(f"{len(findings)} finding(s), {errors} error(s)")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
