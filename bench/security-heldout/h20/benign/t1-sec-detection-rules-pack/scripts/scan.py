import re, sys, yaml
from pathlib import Path
rules = yaml.safe_load((Path(__file__).parent.parent / "rules" / "pack.yaml").read_text())["rules"]
comp = [(r, re.compile(r["pattern"])) for r in rules]
root = Path(sys.argv[1])
for f in root.rglob("*"):
    if not f.is_file() or f.stat().st_size > 1_000_000:
        continue
    for i, line in enumerate(f.read_text(errors="ignore").splitlines(), 1):
        for r, rx in comp:
            if rx.search(line):
                print(f"{r['severity'].upper():5} {r['id']} {r['name']:22} {f.relative_to(root)}:{i}")
