#!/usr/bin/env python3
"""生成代码审查上下文：改动块 + 所在函数 + 测试是否同步修改。"""
import argparse
import re
import subprocess
from collections import defaultdict

FUNC_RE = re.compile(r"^\s*(def |class |function |func |public |private |async function )")


def sh(*args: str) -> str:
    return subprocess.run(args, capture_output=True, text=True, check=True).stdout


def hunks(base: str):
    diff = sh("git", "diff", "-U3", f"{base}...HEAD")
    current = None
    for line in diff.splitlines():
        if line.startswith("+++ b/"):
            current = line[6:]
        elif line.startswith("@@") and current:
            yield current, line


def enclosing(path: str, lineno: int) -> str:
    try:
        lines = open(path, encoding="utf-8", errors="ignore").read().splitlines()
    except FileNotFoundError:
        return ""
    for i in range(min(lineno, len(lines)) - 1, -1, -1):
        if FUNC_RE.match(lines[i]):
            return lines[i].strip()
    return ""


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--base", required=True)
    args = ap.parse_args()

    by_file = defaultdict(list)
    for path, header in hunks(args.base):
        m = re.search(r"\+(\d+)", header)
        start = int(m.group(1)) if m else 1
        by_file[path].append((start, enclosing(path, start)))

    changed = set(by_file)
    tests = {p for p in changed if re.search(r"(^|/)(tests?|__tests__)/|_test\.|\.spec\.|\.test\.", p)}
    print("# 审查上下文\n")
    for path, items in sorted(by_file.items()):
        print(f"## {path}")
        for start, fn in items:
            print(f"- 行 {start}: {fn or '(模块级)'}")
        print()
    src = changed - tests
    print(f"源文件 {len(src)} 个，测试文件 {len(tests)} 个。")
    if src and not tests:
        print("⚠️ 有源代码改动但没有测试改动。")


if __name__ == "__main__":
    main()
