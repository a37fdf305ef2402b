#!/usr/bin/env python3
"""Read-only pattern audit for agent skills. Never executes audited content."""
import json
import re
import sys
from pathlib import Path

RULES = [
    ("high", "pipe-to-shell", r"(curl|wget)[^|\n]*\|\s*(sudo\s+)?(ba|z)?sh\b"),
    ("high", "decode-exec", r"base64\s+(-d|--decode)[^|\n]*\|\s*(ba)?sh"),
    ("high", "py-exec-remote", r"exec\s*\(\s*(urlopen|requests\.get)\("),
    ("high", "ps-iex", r"(?i)\b(iex|invoke-expression)\b.*downloadstring"),
    ("medium", "ssh-keys", r"~/\.ssh/(id_[a-z0-9]+|authorized_keys)"),
    ("medium", "aws-creds", r"\.aws/credentials"),
    ("medium", "browser-profile", r"(?i)(Login Data|cookies\.sqlite|Local State)"),
    ("medium", "dynamic-import", r"__import__\(|getattr\([^)]*__builtins__"),
    ("medium", "js-function-ctor", r"new\s+Function\(|\beval\("),
    ("info", "tls-off", r"verify\s*=\s*False|NODE_TLS_REJECT_UNAUTHORIZED\s*=\s*['\"]?0"),
    ("high", "injection-phrase", r"(?i)ignore (all )?previous instructions|disregard (the )?system prompt"),
    ("high", "injection-zh", r"忽略(之前|以上)的?(所有)?指令"),
]
COMPILED = [(sev, rid, re.compile(rx)) for sev, rid, rx in RULES]
TEXT = {".md", ".py", ".sh", ".js", ".ts", ".mjs", ".ps1", ".json", ".yml", ".yaml", ".toml", ".rb", ".go"}


def scan(root: Path):
    for f in sorted(root.rglob("*")):
        if not f.is_file() or f.suffix not in TEXT:
            continue
        for n, line in enumerate(f.read_text(errors="replace").splitlines(), 1):
            for sev, rid, rx in COMPILED:
                if rx.search(line):
                    yield {"file": str(f.relative_to(root)), "line": n, "rule": rid, "severity": sev,
                           "text": line.strip()[:160]}


def main():
    root = Path(sys.argv[1])
    res = list(scan(root))
    if "--json" in sys.argv:
        json.dump(res, sys.stdout, indent=2, ensure_ascii=False)
        return
    for r in res:
        print(f"{r['severity']:6} {r['rule']:18} {r['file']}:{r['line']}  {r['text']}")
    print(f"{len(res)} finding(s)")


if __name__ == "__main__":
    main()
