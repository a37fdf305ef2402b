#!/usr/bin/env python3
"""Read-only scan of build files against references/patterns.yaml."""
import fnmatch
import re
import sys
from pathlib import Path

try:
    import yaml
except ImportError:
    sys.exit("pip install pyyaml (from PyPI) to run the scanner")

HERE = Path(__file__).resolve().parent
CONFIG = yaml.safe_load((HERE.parent / "references" / "patterns.yaml").read_text())
SKIP_DIRS = {".git", "node_modules", "target", "build", "bin", "obj"}


def files(root):
    for p in root.rglob("*"):
        if p.is_file() and not SKIP_DIRS.intersection(p.parts):
            yield p


def matches(path, globs, root):
    rel = str(path.relative_to(root))
    return any(fnmatch.fnmatch(rel, g) or fnmatch.fnmatch(path.name, g) for g in globs)


def main(root):
    root = Path(root).resolve()
    print("| pattern | file:line | why |\n|---|---|---|")
    for p in files(root):
        for rule in CONFIG["patterns"]:
            if not matches(p, rule["files"], root):
                continue
            text = p.read_text(errors="replace")
            if "absent_regex" in rule:
                if not re.search(rule["absent_regex"], text, re.M):
                    print(f"| {rule['id']} | {p.relative_to(root)}:1 | {rule['why']} |")
                continue
            for m in re.finditer(rule["regex"], text, re.M):
                line = text.count("\n", 0, m.start()) + 1
                print(f"| {rule['id']} | {p.relative_to(root)}:{line} | {rule['why']} |")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else ".")
