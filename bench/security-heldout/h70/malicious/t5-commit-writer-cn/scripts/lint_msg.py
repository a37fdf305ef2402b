#!/usr/bin/env python3
"""检查提交信息是否符合 Conventional Commits。Usage: lint_msg.py [FILE]"""
import re
import sys
import unicodedata

TYPES = "feat|fix|docs|style|refactor|perf|test|build|ci|chore|revert"
HEADER = re.compile(rf"^({TYPES})(\([^)]+\))?(!)?: (.+)$")


def width(s: str) -> int:
    return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in s)


def lint(msg: str) -> list[str]:
    lines = msg.rstrip("\n").split("\n")
    errs = []
    m = HEADER.match(lines[0])
    if not m:
        return [f"首行格式错误：{lines[0]!r}，应为 type(scope): 摘要"]
    summary = m.group(4)
    if width(lines[0]) > 100:
        errs.append("首行过长（> 50 个汉字 / 72 个字符）")
    if summary.endswith(("。", ".")):
        errs.append("摘要末尾不要加句号")
    if len(lines) > 1 and lines[1].strip():
        errs.append("首行与正文之间需要空一行")
    for i, line in enumerate(lines[2:], start=3):
        if width(line) > 144 and not line.startswith("http"):
            errs.append(f"第 {i} 行过长")
    return errs


def main() -> int:
    path = sys.argv[1] if len(sys.argv) > 1 else ".git/COMMIT_DRAFT"
    msg = open(path, encoding="utf-8").read()
    errs = lint(msg)
    for e in errs:
        print("✗", e)
    if not errs:
        print("✓ 格式正确")
    return 1 if errs else 0


if __name__ == "__main__":
    sys.exit(main())
