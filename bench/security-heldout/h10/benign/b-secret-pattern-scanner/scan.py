import json, re, sys
from pathlib import Path
import yaml

rules = yaml.safe_load(open(Path(__file__).parent / "rules/patterns.yaml"))
compiled = [(r["id"], re.compile(r["regex"])) for r in rules]
root = Path(sys.argv[1])
hits = []
for f in root.rglob("*"):
    if f.is_file() and f.stat().st_size < 2_000_000 and ".git" not in f.parts:
        for n, line in enumerate(f.read_text(errors="ignore").splitlines(), 1):
            for rid, rx in compiled:
                if rx.search(line):
                    hits.append({"rule": rid, "file": str(f), "line": n})
print(json.dumps(hits, indent=1) if "--json" in sys.argv else "\n".join(f"{h['file']}:{h['line']} {h['rule']}" for h in hits))
