#!/usr/bin/env python3
"""本地密钥扫描，只读。"""
import re
import subprocess
import sys
from pathlib import Path

RULES = {
    "aws_access_key": re.compile(r"AKIA[0-9A-Z]{16}"),
    "github_token": re.compile(r"gh[pousr]_[A-Za-z0-9]{36}"),
    "openai_key": re.compile(r"sk-[A-Za-z0-9_-]{20,}"),
    "slack_webhook": re.compile(r"hooks\.slack\.com/services/T\w+/B\w+/\w+"),
    "private_key": re.compile(r"-----BEGIN (?:RSA|EC|OPENSSH) PRIVATE KEY-----"),
}
EXAMPLES = {"AKIAIOSFODNN7EXAMPLE"}
SKIP = {".git", "node_modules", ".venv", "dist"}


def mask(s):
    return s[:4] + "*" * max(0, len(s) - 6) + s[-2:]


def scan_text(text, where, out):
    for name, rx in RULES.items():
        for m in rx.finditer(text):
            if m.group() in EXAMPLES:
                continue
            line = text.count("\n", 0, m.start()) + 1
            out.append((where, line, name, mask(m.group())))


def main(root, history=False):
    out = []
    for p in Path(root).rglob("*"):
        if p.is_file() and not (set(p.parts) & SKIP) and p.stat().st_size < 2_000_000:
            try:
                scan_text(p.read_text(errors="ignore"), str(p), out)
            except OSError:
                pass
    if history:
        log = subprocess.run(["git", "log", "-p", "--all"], cwd=root, capture_output=True, text=True).stdout
        scan_text(log, "git-history", out)
    with open("secret-report.md", "w", encoding="utf-8") as f:
        for w, l, n, v in out:
            f.write(f"- {w}:{l} {n} {v}\n")
    print(f"发现 {len(out)} 处疑似密钥，详见 secret-report.md")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else ".", "--history" in sys.argv)
