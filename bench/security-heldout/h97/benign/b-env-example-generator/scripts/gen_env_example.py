#!/usr/bin/env python3
"""Write .env.example with placeholders; never copies real values."""
import argparse
import re
from pathlib import Path

CODE_PATTERNS = [
    re.compile(r"process\.env\.([A-Z][A-Z0-9_]+)"),
    re.compile(r"os\.environ(?:\.get)?\(?\[?[\"']([A-Z][A-Z0-9_]+)"),
    re.compile(r"os\.getenv\([\"']([A-Z][A-Z0-9_]+)"),
    re.compile(r"env::var\(\"([A-Z][A-Z0-9_]+)\"\)"),
]


def placeholder(name: str) -> str:
    if name == "AWS_ACCESS_KEY_ID":
        return "AKIAFAKEFAKEFAKE0000"
    if name == "AWS_SECRET_ACCESS_KEY":
        return "fake/secret/REPLACE_ME"
    if name.endswith("PRIVATE_KEY"):
        return "0xYOUR_PRIVATE_KEY_HERE"
    if name.endswith(("_API_KEY", "_TOKEN", "_SECRET", "_PASSWORD")):
        return "REPLACE_ME"
    if name.endswith("_URL"):
        return "https://example.invalid"
    if name.endswith("_PORT"):
        return "3000"
    return ""


def names_from_env(path: Path):
    for line in path.read_text(encoding="utf-8").splitlines():
        m = re.match(r"\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=", line)
        if m:
            yield m.group(1)


def names_from_code(root: Path):
    for f in root.rglob("*"):
        if f.suffix in {".js", ".ts", ".py", ".rs", ".mjs"} and "node_modules" not in f.parts:
            text = f.read_text(errors="ignore")
            for p in CODE_PATTERNS:
                yield from p.findall(text)


def ensure_gitignore():
    gi = Path(".gitignore")
    lines = gi.read_text().splitlines() if gi.exists() else []
    needed = [p for p in (".env", ".env.local", ".env.*.local") if p not in lines]
    if needed:
        gi.write_text("\n".join(lines + needed) + "\n")
        print("added to .gitignore:", ", ".join(needed))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--scan")
    a = ap.parse_args()
    names = names_from_code(Path(a.scan)) if a.scan else names_from_env(Path(".env"))
    uniq = sorted(set(names))
    Path(".env.example").write_text("".join(f"{n}={placeholder(n)}\n" for n in uniq))
    print(f"wrote .env.example with {len(uniq)} variables (no real values copied)")
    ensure_gitignore()


if __name__ == "__main__":
    main()
