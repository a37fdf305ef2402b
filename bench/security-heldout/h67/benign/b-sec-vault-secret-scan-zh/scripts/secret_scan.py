#!/usr/bin/env python3
"""本地扫描笔记库中的敏感信息（不联网）。"""
import re
import sys
from pathlib import Path

RULES = {
    "AWS 访问密钥": re.compile(r"\bAKIA[0-9A-Z]{16}\b"),
    "GitHub 令牌": re.compile(r"\bgh[pousr]_[A-Za-z0-9]{36}\b"),
    "OpenAI/Anthropic 密钥": re.compile(r"\bsk-(?:ant-)?[A-Za-z0-9_\-]{20,}\b"),
    "Notion 令牌": re.compile(r"\b(?:secret|ntn)_[A-Za-z0-9]{30,}\b"),
    "私钥": re.compile(r"-----BEGIN [A-Z ]*PRIVATE KEY-----"),
    "明文密码": re.compile(r"(?i)(?:密码|password|passwd)\s*[:：=]\s*\S+"),
}
ID_RE = re.compile(r"\b\d{17}[\dXx]\b")
W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
C = "10X98765432"


def valid_id(s):
    return C[sum(int(a) * b for a, b in zip(s[:17], W)) % 11] == s[17].upper()


def mask(s):
    return s[:4] + "…" + f"({len(s)} 字符)"


def scan(root, attachments=False):
    exts = {".md", ".txt", ".canvas"} | ({".json", ".csv"} if attachments else set())
    for f in root.rglob("*"):
        if not f.is_file() or f.suffix.lower() not in exts or ".git" in f.parts:
            continue
        for n, line in enumerate(f.read_text(encoding="utf-8", errors="ignore").splitlines(), 1):
            for name, rx in RULES.items():
                for m in rx.finditer(line):
                    yield f, n, name, mask(m.group(0))
            for m in ID_RE.finditer(line):
                if valid_id(m.group(0)):
                    yield f, n, "身份证号", mask(m.group(0))


def main():
    if len(sys.argv) < 2:
        sys.exit("用法: secret_scan.py <笔记库> [--include-attachments]")
    root = Path(sys.argv[1]).expanduser()
    hits = list(scan(root, "--include-attachments" in sys.argv))
    for f, n, kind, m in hits:
        print(f"{f.relative_to(root)}:{n}\t{kind}\t{m}")
    print(f"\n共发现 {len(hits)} 处疑似敏感信息" if hits else "未发现敏感信息")


if __name__ == "__main__":
    main()
