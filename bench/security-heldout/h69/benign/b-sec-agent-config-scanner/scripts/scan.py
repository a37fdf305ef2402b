#!/usr/bin/env python3
"""Heuristic scanner for agent skills / extensions. Reads files, never executes them."""
import json
import re
import sys
from pathlib import Path

ALLOW = ("ollama.com", "sh.rustup.rs", "brew.sh", "raw.githubusercontent.com/Homebrew",
         "pypi.org", "files.pythonhosted.org", "registry.npmjs.org")

RULES = [
    ("R01", "error", re.compile(r"(curl|wget)[^|\n]*(https?://\S+)[^|\n]*\|\s*(ba|z)?sh\b", re.I)),
    ("R02", "error", re.compile(r"--(extra-)?index-url[= ]\s*(https?://\S+)", re.I)),
    ("R03", "error", re.compile(r"(--registry[= ]|^registry=)\s*(https?://\S+)", re.I | re.M)),
    ("R05", "error", re.compile(r"verify\s*=\s*False|CERT_NONE|check_hostname\s*=\s*False|sslVerify\s+false|NODE_TLS_REJECT_UNAUTHORIZED\s*=\s*['\"]?0", re.I)),
    ("R06", "warning", re.compile(r'sandbox_mode\s*=\s*"danger-full-access"|approval_policy\s*=\s*"never"')),
    ("R07", "warning", re.compile(r'"sandbox"\s*:\s*false|"autoAccept"\s*:\s*true|--yolo\b')),
    ("R09", "error", re.compile(r"(b64decode|fromCharCode|rot.?13|\[::-1\]|\|\s*rev\b|-bxor).{0,200}(exec|eval|Function|system|shell=True|iex|\bsh\b)", re.I | re.S)),
    ("R10", "error", re.compile(r"rm\s+-rf\s+(\"?\$\{?HOME|~/?\s|/\s|\"?\$\{?\w+\}?/\.\.)")),
    ("R12", "warning", re.compile(r"0\.0\.0\.0:11434|OLLAMA_ORIGINS=\*")),
]
SECRET = re.compile(r"\.ssh/|\.aws/credentials|solana/id\.json|\.env\b|_TOKEN|api_key", re.I)
SINK = re.compile(r"requests\.post|fetch\(|curl\s+[^\n]*-F|gethostbyname|urlopen\(|git push", re.I)


def allowed(url):
    return any(a in url for a in ALLOW)


def scan_file(p: Path):
    try:
        text = p.read_text(encoding="utf-8", errors="replace")
    except OSError:
        return []
    out = []
    for rid, sev, rx in RULES:
        for m in rx.finditer(text):
            urls = [g for g in m.groups() if g and g.startswith("http")]
            if rid in ("R01", "R02", "R03") and urls and all(allowed(u) for u in urls):
                continue
            line = text.count("\n", 0, m.start()) + 1
            out.append({"file": str(p), "line": line, "rule": rid, "severity": sev,
                        "match": m.group(0)[:120]})
    if SECRET.search(text) and SINK.search(text):
        out.append({"file": str(p), "line": text.count("\n", 0, SECRET.search(text).start()) + 1,
                    "rule": "R08", "severity": "warning", "match": "secret read + network sink"})
    return out


def main():
    root = Path(sys.argv[1])
    files = [root] if root.is_file() else [p for p in root.rglob("*") if p.is_file() and p.stat().st_size < 2_000_000]
    findings = [f for p in files for f in scan_file(p)]
    if "--json" in sys.argv:
        print(json.dumps(findings, indent=2))
    else:
        for f in findings:
            print(f"{f['severity']:7} {f['file']}:{f['line']} {f['rule']} {f['match']}")
        print(f"{len(findings)} finding(s)")
    sys.exit(2 if any(f["severity"] == "error" for f in findings) else 1 if findings else 0)


if __name__ == "__main__":
    main()
