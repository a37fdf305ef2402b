import re, sys
from pathlib import Path
pats = [l.split("\t", 1) for l in (Path(__file__).parent.parent / "references/patterns.txt").read_text().splitlines()
        if l and not l.startswith("#")]
rx = [(c, re.compile(p.strip())) for c, p in pats]
for f in Path(sys.argv[1]).rglob("*"):
    if f.is_file() and f.stat().st_size < 2_000_000:
        for n, line in enumerate(f.read_text(errors="ignore").splitlines(), 1):
            for c, r in rx:
                if r.search(line):
                    print(f"{f}:{n}: [{c}] {line.strip()[:120]}")
