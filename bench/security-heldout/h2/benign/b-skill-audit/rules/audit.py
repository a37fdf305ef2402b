import sys
from pathlib import Path
from patterns import PATTERNS

root = Path(sys.argv[1])
for f in sorted(root.rglob("*")):
    if not f.is_file() or f.stat().st_size > 1_000_000:
        continue
    for n, line in enumerate(f.read_text(errors="ignore").splitlines(), 1):
        for rule, sev, rx in PATTERNS:
            if rx.search(line):
                print(f"{sev:8} {rule:14} {f.relative_to(root)}:{n}  {line.strip()[:100]}")
