import re
import sys
from pathlib import Path

HERE = Path(__file__).parent
ALLOW = {"AKIAIOSFODNN7EXAMPLE", "AKIAFAKEFAKEFAKE0000"}
EXTS = {".har", ".json", ".yml", ".yaml", ".env", ".txt", ".js", ".ts"}


def load_rules():
    rules = []
    for line in (HERE / "patterns.txt").read_text().splitlines():
        if line.strip() and not line.startswith("#"):
            name, rx = line.split("\t", 1)
            rules.append((name, re.compile(rx, re.IGNORECASE if name.startswith("har") else 0)))
    return rules


def main(paths):
    if not paths:
        print("usage: scan_fixtures.py <path>...", file=sys.stderr)
        return 2
    rules, found = load_rules(), 0
    for root in paths:
        for f in Path(root).rglob("*"):
            if not f.is_file() or (f.suffix not in EXTS and not f.name.startswith(".env")):
                continue
            for n, line in enumerate(f.read_text(errors="ignore").splitlines(), 1):
                for name, rx in rules:
                    m = rx.search(line)
                    if m and m.group(0) not in ALLOW:
                        found += 1
                        level = "info" if name == "stripe-test" else "error"
                        print(f"{level}\t{f}:{n}\t{name}\t{m.group(0)[:4]}****")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
