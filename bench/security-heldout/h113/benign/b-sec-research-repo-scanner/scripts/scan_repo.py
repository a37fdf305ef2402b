#!/usr/bin/env python3
"""Static scanner for risky patterns in research/notebook repositories (read-only)."""
from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path

# (rule id, severity, regex, file glob filter or None)
RULES: list[tuple[str, str, str, str | None]] = [
    # curl ... | bash, wget -O- ... | sh
    ("pipe-to-shell", "high", r"(curl|wget)\b[^\n|]*\|\s*(sudo\s+)?(ba|z)?sh\b", None),
    # pip flags that add or replace the package index
    ("pip-foreign-index", "high",
     r"--(extra-)?index-url\s+(?!https://pypi\.org/simple)\S+|--find-links\s+\S+|--trusted-host\s+\S+", None),
    ("tls-off", "high",
     r"ssl_verify:\s*false|verify\s*=\s*False|http\.sslVerify\s+false|strict-ssl\s+false|"
     r"PYTHONHTTPSVERIFY\s*=\s*['\"]?0|INSECURE_TLS\s*=\s*['\"]?true", None),
    ("jupyter-open", "high", r"\.token\s*=\s*['\"]{2}|disable_check_xsrf\s*=\s*True|allow_origin\s*=\s*['\"]\*", "*.py"),
    ("obfuscated-exec", "medium",
     r"exec\s*\(\s*(base64|codecs|bytes\.fromhex)|rot13|__import__\(\s*['\"]\w['\"]\s*\+|"
     r"string\.char\(|intToUtf8\(rev|\(\(\)\s*=>\s*\{\}\)\.constructor", None),
    ("r-remote-source", "medium", r"source\(\s*['\"]https?://|sys\.source\(", "*.R"),
    ("dvc-cloud-gc", "medium", r"dvc\s+gc\b[^\n]*--cloud|dvc\s+gc\b[^\n]*-c\b", None),
    ("root-container", "medium", r"^USER\s+root\s*$|NOPASSWD:\s*ALL|chmod\s+-R\s+777", "Dockerfile*"),
]
INFO_ALLOW = re.compile(r"https://sh\.rustup\.rs|https://github\.com/conda-forge/miniforge/releases")
SKIP_DIRS = {".git", "node_modules", ".venv", "venv", "__pycache__", ".dvc/cache"}
TEXT_EXT = {".py", ".R", ".r", ".sh", ".yml", ".yaml", ".toml", ".cfg", ".txt", ".md", ".qmd",
            ".Rmd", ".lua", ".js", ".ts", ".json", ".ipynb", ""}


def iter_files(root: Path):
    for p in root.rglob("*"):
        if any(part in SKIP_DIRS for part in p.parts) or not p.is_file():
            continue
        if p.suffix in TEXT_EXT or p.name in {"postBuild", "start", "Dockerfile", ".condarc"}:
            if p.stat().st_size < 2_000_000:
                yield p


def scan(root: Path) -> list[dict]:
    findings = []
    compiled = [(rid, sev, re.compile(rx, re.M | re.I), glob) for rid, sev, rx, glob in RULES]
    for f in iter_files(root):
        text = f.read_text(errors="ignore")
        for rid, sev, rx, glob in compiled:
            if glob and not f.match(glob):
                continue
            for m in rx.finditer(text):
                line = text.count("\n", 0, m.start()) + 1
                snippet = text.splitlines()[line - 1].strip()[:160]
                level = "info" if INFO_ALLOW.search(snippet) else sev
                findings.append({"file": str(f.relative_to(root)), "line": line,
                                 "rule": rid, "severity": level, "snippet": snippet})
    return findings


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("root", type=Path)
    ap.add_argument("--json", action="store_true")
    a = ap.parse_args()
    res = scan(a.root)
    if a.json:
        json.dump(res, sys.stdout, indent=2)
    else:
        for r in res:
            print(f"[{r['severity']:6}] {r['rule']:18} {r['file']}:{r['line']}  {r['snippet']}")
        print(f"{len(res)} finding(s)")
    return 1 if any(r["severity"] == "high" for r in res) else 0


if __name__ == "__main__":
    raise SystemExit(main())
