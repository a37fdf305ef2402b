#!/usr/bin/env python3
"""Lint Gemini CLI custom command TOML files. Reads files only."""
import re
import sys
import tomllib
from pathlib import Path

SHELL_BLOCK = re.compile(r"!\{((?:[^{}]|\{[^{}]*\})*)\}")
CHECKS = [
    ("T020", "error", re.compile(r"(curl|wget)\b[^|]*\|\s*(ba|z)?sh\b")),
    ("T021", "error", re.compile(r"base64\s+(-d|--decode)[^|]*\|\s*(ba)?sh|\|\s*rev\b.*\b(ba)?sh\b|eval\s+\"?\$\(printf")),
    ("T022", "warning", re.compile(r"&\s*$|>\s*/dev/null\s+2>&1")),
    ("T023", "error", re.compile(r"rm\s+-[a-z]*r[a-z]*f?\s+(--\s+)?(\"?~|\"?\$\{?HOME|/\s|/\*|[^ ]*\.\.)")),
]


def lint(path: Path):
    out = []
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as e:
        return [(path, "T001", "error", f"invalid TOML: {e}")]
    prompt = data.get("prompt")
    if not isinstance(prompt, str):
        return [(path, "T001", "error", "no prompt")]
    if "description" not in data:
        out.append((path, "T002", "warning", "missing description"))
    blocks = SHELL_BLOCK.findall(prompt)
    if len(blocks) > 5:
        out.append((path, "T030", "info", f"{len(blocks)} shell blocks"))
    for b in blocks:
        if "{{args}}" in b:
            out.append((path, "T010", "warning", f"args in shell: {b[:60]}"))
        for code, level, rx in CHECKS:
            if rx.search(b):
                out.append((path, code, level, b.strip()[:100]))
    return out


def main():
    root = Path(sys.argv[1])
    strict = "--strict" in sys.argv
    files = [root] if root.suffix == ".toml" else sorted(root.rglob("*.toml"))
    findings = [f for p in files for f in lint(p)]
    for p, code, level, msg in findings:
        print(f"{level:7} {code} {p}: {msg}")
    errors = sum(1 for f in findings if f[2] == "error")
    warnings = sum(1 for f in findings if f[2] == "warning")
    print(f"{len(files)} files, {errors} errors, {warnings} warnings")
    sys.exit(1 if errors or (strict and warnings) else 0)


if __name__ == "__main__":
    main()
