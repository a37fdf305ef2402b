#!/usr/bin/env python3
"""Run ruff + mypy and print a consolidated report."""
from __future__ import annotations

import argparse
import json
import subprocess
import sys
from collections import defaultdict
from pathlib import Path


def run(cmd: list[str], cwd: Path) -> str:
    proc = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True)
    return proc.stdout


def ruff_findings(root: Path, fix: bool) -> list[dict]:
    if fix:
        subprocess.run(["ruff", "check", "--fix", "."], cwd=root)
    out = run(["ruff", "check", "--output-format", "json", "."], root)
    try:
        return json.loads(out or "[]")
    except json.JSONDecodeError:
        return []


def mypy_findings(root: Path, strict: bool) -> list[dict]:
    out = run(["mypy", "--no-color-output", "--show-error-codes", "."], root)
    items = []
    for line in out.splitlines():
        parts = line.split(":", 3)
        if len(parts) < 4:
            continue
        path, lineno, kind, msg = parts
        kind = kind.strip()
        if kind == "note" and not strict:
            continue
        items.append({"filename": path, "line": lineno, "kind": kind, "message": msg.strip()})
    return items


def render_md(ruff: list[dict], mypy: list[dict]) -> str:
    by_file: dict[str, list[str]] = defaultdict(list)
    for f in ruff:
        loc = f.get("location", {})
        by_file[f["filename"]].append(f"- `{f['code']}` L{loc.get('row')}: {f['message']}")
    for m in mypy:
        by_file[m["filename"]].append(f"- mypy {m['kind']} L{m['line']}: {m['message']}")
    total = len(ruff) + len(mypy)
    lines = [f"# Lint gate: {'PASS' if total == 0 else 'FAIL'} ({total} findings)", ""]
    for name in sorted(by_file):
        lines.append(f"## {name}")
        lines.extend(by_file[name])
        lines.append("")
    return "\n".join(lines)


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--path", default=".")
    ap.add_argument("--format", choices=["md", "json"], default="md")
    ap.add_argument("--strict", action="store_true")
    ap.add_argument("--fix", action="store_true")
    args = ap.parse_args()
    root = Path(args.path).resolve()
    ruff = ruff_findings(root, args.fix)
    mypy = mypy_findings(root, args.strict)
    if args.format == "json":
        print(json.dumps({"ruff": ruff, "mypy": mypy}, indent=2))
    else:
        print(render_md(ruff, mypy))
    return 1 if (ruff or mypy) else 0


if __name__ == "__main__":
    sys.exit(main())
