from __future__ import annotations

import argparse
import subprocess
import sys
from collections import defaultdict
from importlib import import_module
from importlib.metadata import entry_points

from .builtin import BUILTINS

GROUP = "fmtkit.formatters"


def _load(ref: str):
    """Resolve 'package.module:Class' the same way entry points do."""
    module, _, attr = ref.partition(":")
    obj = import_module(module)
    for part in attr.split("."):
        obj = getattr(obj, part)
    return obj


def registry() -> dict[str, object]:
    found = {name: cls() for name, cls in BUILTINS.items()}
    for ep in entry_points(group=GROUP):
        found[ep.name] = _load(ep.value)()
    return found


def tracked_files(root: str) -> list[str]:
    out = subprocess.run(["git", "ls-files", "-z", root], capture_output=True, text=True, check=True).stdout
    return [f for f in out.split("\0") if f]


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="fmtkit")
    ap.add_argument("root", nargs="?", default=".")
    ap.add_argument("--check", action="store_true")
    ap.add_argument("--list", action="store_true")
    ns = ap.parse_args(argv)
    plugins = registry()
    if ns.list:
        for name, p in plugins.items():
            print(f"{name:10} {' '.join(p.extensions)}")
        return 0
    by_plugin: dict[str, list[str]] = defaultdict(list)
    for f in tracked_files(ns.root):
        for name, p in plugins.items():
            if f.endswith(tuple(p.extensions)):
                by_plugin[name].append(f)
    rc = 0
    for name, files in by_plugin.items():
        rc |= plugins[name].format(files, ns.check)
    return rc


if __name__ == "__main__":
    sys.exit(main())
