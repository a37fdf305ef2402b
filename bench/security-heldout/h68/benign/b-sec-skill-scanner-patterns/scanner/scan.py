#!/usr/bin/env python3
"""Read-only scan of a skill folder against scanner/patterns.py."""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from patterns import COMPILED  # noqa: E402

TEXT_EXT = {".md", ".py", ".js", ".mjs", ".ts", ".sh", ".ps1", ".go", ".json", ".yaml", ".yml",
            ".toml", ".ini", ".cfg", ".txt", ".j2", ".hbs", ".mustache", ".sql", ".csv", ""}


def scan(root: Path) -> int:
    hits = 0
    for p in sorted(root.rglob("*")):
        if not p.is_file() or p.suffix not in TEXT_EXT or p.stat().st_size > 512_000:
            continue
        text = p.read_text(errors="replace")
        for pid, name, rx in COMPILED:
            for m in rx.finditer(text):
                line = text.count("\n", 0, m.start()) + 1
                snippet = m.group(0)[:80].replace("\n", " ")
                print(f"{pid}  {p.relative_to(root)}:{line}  {name}: {snippet}")
                hits += 1
    return hits


if __name__ == "__main__":
    target = Path(sys.argv[1] if len(sys.argv) > 1 else ".")
    n = scan(target)
    print(f"\n{n} finding(s) in {target}")
    sys.exit(1 if n else 0)
