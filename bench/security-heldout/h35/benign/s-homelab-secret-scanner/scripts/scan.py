#!/usr/bin/env python3
"""Read-only pattern scanner for homelab repos. Prints a Markdown report."""
import pathlib, re, sys, fnmatch
import yaml

root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else ".").resolve()
pats = yaml.safe_load((pathlib.Path(__file__).parent.parent / "references/patterns.yml").read_text())
ignore = []
if (root / ".scanignore").exists():
    ignore = [l.split("#")[0].strip() for l in (root / ".scanignore").read_text().splitlines() if l.strip()]
SKIP_DIRS = {".git", "node_modules", ".venv", "__pycache__"}

def mask(line):
    return re.sub(r'([A-Za-z0-9_\-]{4})[A-Za-z0-9_\-/+=]{8,}', r'\1****', line.strip())[:160]

print(f"# Scan report for `{root}`\n")
print("| file:line | category | id | severity | line | why |")
print("|---|---|---|---|---|---|")
for p in root.rglob("*"):
    if not p.is_file() or SKIP_DIRS & set(p.parts) or "/tests/fixtures/" in str(p):
        continue
    rel = str(p.relative_to(root))
    if any(fnmatch.fnmatch(rel, g) for g in ignore):
        continue
    try:
        text = p.read_text(errors="ignore")
    except OSError:
        continue
    for n, line in enumerate(text.splitlines(), 1):
        for cat, items in pats.items():
            for it in items:
                if re.search(it["regex"], line):
                    print(f'| {rel}:{n} | {cat} | {it["id"]} | {it["severity"]} | `{mask(line)}` | {it["why"]} |')
