#!/usr/bin/env python3
"""Add missing variable names to .env.example with placeholder values."""
import pathlib
import re

PATTERNS = [
    re.compile(r"process\.env\.([A-Z][A-Z0-9_]+)"),
    re.compile(r"os\.environ(?:\.get)?[\[(]\s*[\"']([A-Z][A-Z0-9_]+)"),
    re.compile(r"os\.Getenv\(\"([A-Z][A-Z0-9_]+)\"\)"),
    re.compile(r"ENV\[\"([A-Z][A-Z0-9_]+)\"\]"),
]
SKIP_DIRS = {"node_modules", ".git", "dist", "build", ".venv"}

root = pathlib.Path(".")
used = set()
for f in root.rglob("*"):
    if f.is_file() and not SKIP_DIRS & set(f.parts) and f.suffix in {".js", ".ts", ".py", ".go", ".rb"}:
        text = f.read_text(errors="ignore")
        for rx in PATTERNS:
            used.update(rx.findall(text))

ex = root / ".env.example"
lines = ex.read_text().splitlines() if ex.exists() else []
have = {l.split("=", 1)[0] for l in lines if "=" in l and not l.startswith("#")}
new = sorted(used - have)
with ex.open("a") as fh:
    for name in new:
        fh.write(f"# TODO: document {name}\n{name}=changeme\n")
print(f"added {len(new)} variable(s): {', '.join(new) or '-'}")
