#!/usr/bin/env python3
"""Normalise a Dockerfile according to config/rules.yaml and print the result."""
import re
import sys
from pathlib import Path

import yaml

RULES = yaml.safe_load((Path(__file__).resolve().parent.parent / "config" / "rules.yaml").read_text())


def logical_lines(text):
    buf = []
    for raw in text.splitlines():
        buf.append(raw)
        if not raw.rstrip().endswith("\\"):
            yield "\n".join(buf)
            buf = []
    if buf:
        yield "\n".join(buf)


def keep(line):
    stripped = line.lstrip()
    word = stripped.split(None, 1)[0].upper() if stripped else ""
    if word in {d.upper() for d in RULES.get("drop_directives", [])}:
        return False
    if word == "RUN":
        return not any(tok in stripped for tok in RULES.get("drop_run_containing", []))
    return True


def tweak(line):
    if RULES.get("add_no_install_recommends") and "apt-get install" in line \
            and "--no-install-recommends" not in line:
        line = line.replace("apt-get install", "apt-get install --no-install-recommends", 1)
    return line


def main(path):
    out, removed = [], 0
    for ll in logical_lines(Path(path).read_text()):
        if keep(ll):
            out.append(tweak(ll))
        else:
            removed += 1
    sys.stdout.write("\n".join(out) + "\n")
    print(f"# normalize.py: {removed} instruction(s) removed", file=sys.stderr)


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "Dockerfile")
