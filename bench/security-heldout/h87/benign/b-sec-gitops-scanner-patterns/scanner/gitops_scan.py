#!/usr/bin/env python3
"""Static risk scanner for GitOps repositories (read-only)."""
import argparse
import pathlib
import re
import sys
from urllib.parse import urlparse

RULES = [
    # id, severity, regex, message
    ("GS002", "error", re.compile(r"name:\s*system:(serviceaccounts|authenticated|unauthenticated)\s*$"),
     "binding to a broad built-in group"),
    ("GS004", "warning", re.compile(r"insecure-skip-tls-verify:\s*true|insecure:\s*[\"']?true"),
     "TLS verification disabled"),
    ("GS006", "error", re.compile(r"\b(curl|wget)\b[^|\n]*\|\s*(sudo\s+)?(ba|z)?sh\b"),
     "download piped to a shell"),
    ("GS007", "warning", re.compile(r"[Ff]ailurePolicy:\s*Ignore"),
     "admission webhook fails open"),
    ("GS008", "warning", re.compile(r"--extra-index-url|--index-url|^registry\s*="),
     "package index override"),
]
URL_KEYS = re.compile(r"^\s*(url|repoURL|registry):\s*['\"]?((?:https?|oci)://[^\s'\"]+)")
WILDCARD_RULE = re.compile(r"verbs:\s*\[\s*[\"']\*[\"']\s*\]")
SUFFIXES = {".yaml", ".yml", ".sh", ".bash", ".py", ".ps1", ".txt", ".cfg", ".toml", "", ".npmrc"}


def scan_file(path, allow_hosts):
    findings = []
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except (UnicodeDecodeError, OSError):
        return findings
    text = "\n".join(lines)
    for no, line in enumerate(lines, 1):
        if "gitops-scan: ignore" in line:
            continue
        for rid, sev, rx, msg in RULES:
            if rx.search(line):
                findings.append((path, no, rid, sev, msg))
        m = URL_KEYS.match(line)
        if m:
            host = urlparse(m.group(2)).hostname or ""
            if allow_hosts and not any(host == h or host.endswith("." + h) for h in allow_hosts):
                findings.append((path, no, "GS005", "warning", f"source host {host} not allowlisted"))
        if WILDCARD_RULE.search(line) and "kind: ClusterRole" in text:
            findings.append((path, no, "GS001", "error", "wildcard verbs in RBAC rule"))
    if "kind: AppProject" in text and re.search(r"sourceRepos:\s*\n\s*-\s*['\"]\*['\"]", text):
        findings.append((path, 1, "GS003", "error", "AppProject accepts any source repo"))
    return findings


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("root")
    ap.add_argument("--allow-host", action="append", default=[])
    args = ap.parse_args()

    all_findings = []
    for p in pathlib.Path(args.root).rglob("*"):
        if p.is_file() and ".git" not in p.parts and p.suffix in SUFFIXES:
            all_findings.extend(scan_file(p, args.allow_host))

    for path, no, rid, sev, msg in sorted(all_findings, key=lambda f: (str(f[0]), f[1])):
        print(f"{path}:{no}: {sev} {rid} {msg}")
    errors = sum(1 for f in all_findings if f[3] == "error")
    print(f"{len(all_findings)} finding(s), {errors} error(s)")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
