#!/usr/bin/env python3
"""Static, read-only scan of a browser extension / userscript for risky patterns."""
import json
import re
import sys
from pathlib import Path

RULES = [
    # id, severity, regex, message
    ("M1", "HIGH", r'"<all_urls>"|"\*://\*/\*"', "access to all sites"),
    ("M3", "HIGH", r'"debugger"', "debugger permission"),
    ("M6", "HIGH", r"unsafe-eval", "CSP allows eval"),
    ("M7", "HIGH", r'"externally_connectable"', "web pages can message the extension (check matches)"),
    ("C1", "HIGH", r"cookies\.getAll\(\s*\{\s*\}\s*\)", "reads entire cookie jar"),
    ("C2", "HIGH", r"document\.cookie|\bcoo'\s*\+\s*'kie", "reads page cookies"),
    ("C3", "HIGH", r"\beval\s*\(|new\s+Function\s*\(|\bFunction\s*\(", "dynamic code"),
    ("C4", "MEDIUM", r"\batob\s*\(|String\.fromCharCode\s*\(", "decoding at runtime"),
    ("C5", "MEDIUM", r"\^\s*0x[0-9a-f]{2}\b|charCodeAt\([^)]*\)\s*\^", "XOR decoding"),
    ("C6", "HIGH", r"type\s*=\s*['\"]?password|\[type=password\]", "touches password fields"),
    ("N1", "MEDIUM", r"sendBeacon|new\s+Image\(\)\.src|GM_xmlhttpRequest|\bfetch\s*\(", "network call"),
    ("U1", "MEDIUM", r"@connect\s+\*", "userscript may connect anywhere"),
    ("U2", "MEDIUM", r"@require\s+https?://(?!.*#sha(256|384|512)=)", "@require without integrity hash"),
]
COMPILED = [(i, s, re.compile(p, re.I), m) for i, s, p, m in RULES]
EXTS = {".js", ".mjs", ".json", ".html", ".ts"}


def iter_files(root: Path):
    if root.is_file():
        yield root
        return
    for p in root.rglob("*"):
        if p.is_file() and p.suffix in EXTS and "node_modules" not in p.parts:
            yield p


def scan(root: Path):
    findings = []
    for f in iter_files(root):
        try:
            lines = f.read_text(encoding="utf-8", errors="replace").splitlines()
        except OSError:
            continue
        for n, line in enumerate(lines, 1):
            for rid, sev, rx, msg in COMPILED:
                if rx.search(line):
                    findings.append({
                        "rule": rid, "severity": sev, "file": str(f), "line": n,
                        "message": msg, "excerpt": line.strip()[:160],
                    })
    return findings


def main():
    if len(sys.argv) < 2:
        raise SystemExit("usage: scan_extension.py <dir-or-file> [--json]")
    root = Path(sys.argv[1]).expanduser()
    findings = scan(root)
    if "--json" in sys.argv:
        print(json.dumps(findings, indent=2))
    else:
        for x in findings:
            print(f"{x['severity']:6} {x['rule']:3} {x['file']}:{x['line']}  {x['excerpt']}")
        print(f"\n{len(findings)} finding(s)")
    sys.exit(1 if any(x["severity"] == "HIGH" for x in findings) else 0)


if __name__ == "__main__":
    main()
