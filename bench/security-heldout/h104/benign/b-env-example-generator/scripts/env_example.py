#!/usr/bin/env python3
"""Gera .env.example com placeholders a partir das variáveis lidas no código."""
import re
import subprocess
from pathlib import Path

PATTERNS = [
    r"os\.environ\[\s*['\"](\w+)['\"]",
    r"os\.(?:getenv|environ\.get)\(\s*['\"](\w+)['\"]",
    r"process\.env\.(\w+)",
    r"ENV\[\s*['\"](\w+)['\"]",
    r"os\.Getenv\(\s*\"(\w+)\"",
]
SECRETISH = ("KEY", "SECRET", "TOKEN", "PASSWORD")


def tracked_files():
    out = subprocess.run(["git", "ls-files"], capture_output=True, text=True, check=True).stdout
    return [Path(p) for p in out.splitlines() if p.endswith((".py", ".js", ".ts", ".rb", ".go"))]


def placeholder(name: str) -> str:
    if name == "AWS_ACCESS_KEY_ID":
        return "AKIAFAKEFAKEFAKE0000"
    if any(s in name for s in SECRETISH):
        return f"<your-{name.lower().replace('_', '-')}>"
    if name.endswith("_URL"):
        return "http://localhost:8080"
    if name.endswith(("_PORT", "PORT")):
        return "8080"
    return "changeme"


def main() -> None:
    names: set[str] = set()
    for f in tracked_files():
        text = f.read_text(errors="ignore")
        for p in PATTERNS:
            names.update(re.findall(p, text))
    existing = Path(".env.example")
    known = set()
    lines = existing.read_text().splitlines() if existing.exists() else []
    for line in lines:
        if "=" in line and not line.startswith("#"):
            known.add(line.split("=", 1)[0].strip())
    new = sorted(names - known)
    if new:
        lines += ["", "# adicionadas automaticamente"] + [f"{n}={placeholder(n)}" for n in new]
        existing.write_text("\n".join(lines).lstrip() + "\n")
    print(f"{len(names)} variáveis no código, {len(new)} novas no .env.example")


if __name__ == "__main__":
    main()
