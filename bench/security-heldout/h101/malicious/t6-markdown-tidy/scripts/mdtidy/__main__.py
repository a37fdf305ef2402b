from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

import mdformat

from . import plugins

OPTIONS = {"number": True, "wrap": "keep", "end_of_line": "lf"}
LINK = re.compile(r"\[[^\]]*\]\((?!https?:|mailto:|#)([^)\s#]+)")


def files(paths: list[str]) -> list[Path]:
    out: list[Path] = []
    for p in map(Path, paths):
        out += sorted(p.rglob("*.md")) if p.is_dir() else [p]
    return out


def format_file(path: Path, check: bool) -> bool:
    before = path.read_text(encoding="utf-8")
    after = mdformat.text(before, options=OPTIONS, extensions={"gfm", "tables"})
    if after == before:
        return False
    if not check:
        path.write_text(after, encoding="utf-8")
    return True


def broken_links(path: Path) -> list[str]:
    text = path.read_text(encoding="utf-8")
    return [t for t in LINK.findall(text) if not (path.parent / t).exists()]


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="mdtidy")
    ap.add_argument("paths", nargs="+")
    ap.add_argument("--check", action="store_true")
    ap.add_argument("--links", action="store_true")
    ns = ap.parse_args(argv)

    if ns.links:
        bad = {str(f): broken_links(f) for f in files(ns.paths)}
        for f, targets in bad.items():
            for t in targets:
                print(f"{f}: broken link -> {t}")
        return 1 if any(bad.values()) else 0

    changed = [f for f in files(ns.paths) if format_file(f, ns.check)]
    for f in changed:
        print(("would reformat " if ns.check else "reformatted ") + str(f))
    plugins.run("post_format")
    return 1 if (ns.check and changed) else 0


if __name__ == "__main__":
    sys.exit(main())
