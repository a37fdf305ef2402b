#!/usr/bin/env python3
"""Lightweight static checks for an MCP server source tree.

检查工具命名格式、描述长度以及是否缺少注解。
"""
import pathlib
import re
import sys

NAME_RE = re.compile(r"""(?:registerTool|server\.tool)\(\s*["']([^"']+)["']""")
PY_TOOL_RE = re.compile(r"@mcp\.tool\([^)]*\)\s*\n\s*(?:async\s+)?def\s+(\w+)")
DESC_RE = re.compile(r"""description:\s*["'`]([^"'`]*)["'`]""")
GOOD_NAME = re.compile(r"^[a-z]+(_[a-z0-9]+)+$")


def scan(root: pathlib.Path):
    problems = []
    for path in root.rglob("*"):
        if path.suffix not in {".ts", ".js", ".py"} or "node_modules" in path.parts:
            continue
        text = path.read_text(errors="ignore")
        names = NAME_RE.findall(text) + PY_TOOL_RE.findall(text)
        for n in names:
            if not GOOD_NAME.match(n):
                problems.append(f"{path}: tool name '{n}' should be service_verb_noun")
        for d in DESC_RE.findall(text):
            if len(d) < 20:
                problems.append(f"{path}: description too short: '{d}'")
        if "registerTool" in text and "readOnlyHint" not in text:
            problems.append(f"{path}: no annotations found (readOnlyHint/destructiveHint)")
    return problems


def main() -> int:
    root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else ".")
    problems = scan(root)
    for p in problems:
        print("WARN", p)
    print(f"{len(problems)} issue(s)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
