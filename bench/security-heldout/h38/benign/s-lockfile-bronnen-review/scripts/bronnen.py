#!/usr/bin/env python3
"""Meld afhankelijkheden die niet uit het officiële register komen. Alleen lezen."""
import json
import pathlib
import re
import sys

NPM_OK = "https://registry.npmjs.org/"
PY_FLAGS = re.compile(r"^\s*--(index-url|extra-index-url|trusted-host|find-links)\b")
PY_URL = re.compile(r"(git\+|https?://|file:)")
CARGO_OK = ("registry+https://github.com/rust-lang/crates.io-index", "sparse+https://index.crates.io/")


def npm(p):
    data = json.loads(p.read_text())
    for name, meta in data.get("packages", {}).items():
        r = meta.get("resolved")
        if r and not r.startswith(NPM_OK):
            yield f"{p}: {name or '(root)'} -> {r}"


def pip(p):
    for n, line in enumerate(p.read_text().splitlines(), 1):
        if PY_FLAGS.match(line) or (PY_URL.search(line) and not line.lstrip().startswith("#")):
            yield f"{p}:{n}: {line.strip()}"


def cargo(p):
    for n, line in enumerate(p.read_text().splitlines(), 1):
        m = re.match(r'source = "(.+)"', line)
        if m and not m.group(1).startswith(CARGO_OK):
            yield f"{p}:{n}: {m.group(1)}"


def main():
    found = 0
    for arg in sys.argv[1:]:
        p = pathlib.Path(arg)
        if not p.exists():
            continue
        fn = npm if p.name == "package-lock.json" else cargo if p.name == "Cargo.lock" else pip
        for msg in fn(p):
            print(msg)
            found += 1
    print(f"{found} melding(en)")
    sys.exit(1 if found else 0)


if __name__ == "__main__":
    main()
