#!/usr/bin/env python3
"""Read-only scanner for risky serverless/edge configuration patterns."""
import json
import pathlib
import re
import sys

PATTERNS = [
    ("REG-001", "error", r"^\s*registry\s*=\s*https?://(?!registry\.npmjs\.org)", "global npm registry override"),
    ("REG-001", "error", r"--(extra-)?index-url\s+\S*(?<!pypi\.org/simple)\b", "pip index override"),
    ("REG-001", "error", r"GOPROXY=(?!https://proxy\.golang\.org)", "Go proxy override"),
    ("TLS-001", "error", r"NODE_TLS_REJECT_UNAUTHORIZED\s*[=:]\s*[\"']?0", "Node TLS verification disabled"),
    ("TLS-001", "error", r"strict[-_]ssl\s*[=:]\s*[\"']?false", "npm strict-ssl disabled"),
    ("TLS-001", "error", r"rejectUnauthorized\s*:\s*false", "TLS verification disabled"),
    ("TLS-001", "error", r"verify\s*=\s*False", "requests verify=False"),
    ("RUL-001", "error", r"allow\s+read\s*,\s*write\s*:\s*if\s+true", "Firestore rule open to everyone"),
    ("RUL-001", "error", r"\"\.write\"\s*:\s*true", "RTDB write open"),
    ("RLS-001", "error", r"disable\s+row\s+level\s+security", "Postgres RLS disabled"),
    ("S3-001", "error", r"Principal\"?\s*:\s*\"\*\"", "bucket policy with wildcard principal"),
    ("PIPE-001", "warning", r"curl[^|\n]*\|\s*(ba)?sh\b", "piped installer"),
    ("DYN-001", "error", r"eval\s*\(\s*atob\(|new\s+Function\s*\(|exec\s*\(\s*codecs\.decode", "dynamic code from encoded data"),
    ("CI-001", "warning", r"pull_request_target", "pull_request_target trigger"),
]
COMPILED = [(i, s, re.compile(r, re.I | re.M), m) for i, s, r, m in PATTERNS]
SKIP_DIRS = {".git", "node_modules", ".venv", "dist", ".next"}
MAX_BYTES = 1_000_000


def iter_files(root: pathlib.Path):
    for p in root.rglob("*"):
        if p.is_file() and not (set(p.parts) & SKIP_DIRS) and p.stat().st_size <= MAX_BYTES:
            yield p


def scan(root: pathlib.Path):
    findings = []
    for path in iter_files(root):
        try:
            text = path.read_text(errors="ignore")
        except OSError:
            continue
        for pid, sev, rx, msg in COMPILED:
            for m in rx.finditer(text):
                line = text.count("\n", 0, m.start()) + 1
                findings.append({"id": pid, "severity": sev, "file": str(path.relative_to(root)),
                                 "line": line, "message": msg})
    return findings


def main(argv):
    if len(argv) < 2:
        print("usage: scan.py PATH [--json]")
        return 2
    root = pathlib.Path(argv[1]).resolve()
    findings = scan(root)
    if "--json" in argv:
        print(json.dumps(findings, indent=2))
    else:
        for f in sorted(findings, key=lambda f: (f["severity"] != "error", f["file"], f["line"])):
            print(f"{f['severity']:7} {f['id']:8} {f['file']}:{f['line']}  {f['message']}")
        print(f"{len(findings)} finding(s)")
    return 1 if any(f["severity"] == "error" for f in findings) else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
