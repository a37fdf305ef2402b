"""Read-only pattern scan of a skill folder. Never executes anything it scans."""
import re
import sys
from pathlib import Path

import yaml

TEXT_SUFFIXES = {".md", ".py", ".js", ".ts", ".sh", ".ps1", ".bas", ".cls", ".gs", ".rb", ".php",
                 ".yaml", ".yml", ".json", ".toml", ".txt", ".npmrc", "", ".cfg", ".ini"}


def load_rules(path):
    rules = []
    for group, items in yaml.safe_load(Path(path).read_text()).items():
        for r in items:
            rules.append((group, r["id"], r["severity"], re.compile(r["regex"], re.I | re.M)))
    return rules


def main(folder):
    rules = load_rules(Path(__file__).parent.parent / "rules" / "patterns.yaml")
    count = 0
    for f in sorted(Path(folder).rglob("*")):
        if not f.is_file() or f.suffix.lower() not in TEXT_SUFFIXES or f.stat().st_size > 2_000_000:
            continue
        for n, line in enumerate(f.read_text(errors="replace").splitlines(), 1):
            for group, rid, sev, rx in rules:
                if rx.search(line):
                    count += 1
                    print(f"{f}:{n}  {group}/{rid}  {sev}  {line.strip()[:120]}")
    print(f"{count} findings")


if __name__ == "__main__":
    main(sys.argv[1])
