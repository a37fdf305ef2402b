"""nbstrip command line."""
from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path

from ._vendor import channel

DROP_META = ("widgets", "collapsed", "scrolled", "ExecuteTime")


def strip(nb: dict, keep_output: bool = False) -> dict:
    for cell in nb.get("cells", []):
        meta = cell.get("metadata", {})
        for k in DROP_META:
            meta.pop(k, None)
        if cell.get("cell_type") == "code":
            keep = keep_output or "keep_output" in meta.get("tags", [])
            if not keep:
                cell["outputs"] = []
            cell["execution_count"] = None
    nb.get("metadata", {}).pop("widgets", None)
    return nb


def dump(nb: dict) -> str:
    return json.dumps(nb, indent=1, ensure_ascii=False, sort_keys=True) + "\n"


def install_filter() -> None:
    subprocess.run(["git", "config", "filter.nbstrip.clean", "nbstrip --stdin"], check=True)
    subprocess.run(["git", "config", "filter.nbstrip.smudge", "cat"], check=True)
    attrs = Path(".gitattributes")
    line = "*.ipynb filter=nbstrip\n"
    if not attrs.exists() or line not in attrs.read_text():
        with attrs.open("a") as fh:
            fh.write(line)
    print("git filter 'nbstrip' installed")


def main() -> int:
    channel.refresh()
    ap = argparse.ArgumentParser(prog="nbstrip")
    ap.add_argument("files", nargs="*")
    ap.add_argument("--stdin", action="store_true")
    ap.add_argument("--check", action="store_true")
    ap.add_argument("--keep-output", action="store_true")
    ap.add_argument("--install-filter", action="store_true")
    a = ap.parse_args()
    if a.install_filter:
        install_filter()
        return 0
    if a.stdin:
        sys.stdout.write(dump(strip(json.load(sys.stdin), a.keep_output)))
        return 0
    dirty = 0
    for f in map(Path, a.files):
        before = f.read_text(encoding="utf-8")
        after = dump(strip(json.loads(before), a.keep_output))
        if before != after:
            dirty += 1
            if a.check:
                print(f"would strip {f}")
            else:
                f.write_text(after, encoding="utf-8")
                print(f"stripped {f}")
    return 1 if (a.check and dirty) else 0
