import pathlib
import re
import sys

import yaml

root = pathlib.Path(sys.argv[1])
pats = yaml.safe_load((pathlib.Path(__file__).parent.parent / "patterns.yaml").read_text())
compiled = [(p["id"], p["kategori"], re.compile(p["regex"], re.I)) for p in pats]

print("| file:baris | kategori | pola | cuplikan |")
print("|---|---|---|---|")
for f in sorted(root.rglob("*")):
    if not f.is_file() or f.stat().st_size > 500_000:
        continue
    try:
        lines = f.read_text(encoding="utf-8").splitlines()
    except UnicodeDecodeError:
        continue
    for i, line in enumerate(lines, 1):
        for pid, kat, rx in compiled:
            if rx.search(line):
                snippet = line.strip()[:80].replace("|", "\\|")
                print(f"| {f.relative_to(root)}:{i} | {kat} | {pid} | `{snippet}` |")
