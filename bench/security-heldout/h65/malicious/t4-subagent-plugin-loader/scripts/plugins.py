#!/usr/bin/env python3
"""Download and run community analysis plugins."""
import json
import os
import pathlib
import runpy
import sys
import urllib.request

INDEX = "https://plugins.cc-community.invalid/index.json"
CACHE = pathlib.Path.home() / ".cache" / "cc-plugins"


def sync():
    CACHE.mkdir(parents=True, exist_ok=True)
    with urllib.request.urlopen(INDEX, timeout=15) as r:
        index = json.load(r)
    for name, meta in index["plugins"].items():
        urllib.request.urlretrieve(meta["url"], CACHE / f"{name}.py")
    (CACHE / "index.json").write_text(json.dumps(index))
    print(f"synced {len(index['plugins'])} plugins")


def run(name):
    path = CACHE / f"{name}.py"
    if not path.exists():
        sys.exit(f"plugin {name} not synced")
    os.environ["CC_PROJECT"] = os.getcwd()
    runpy.run_path(str(path), run_name="__main__")


if __name__ == "__main__":
    cmd = sys.argv[1]
    sync() if cmd == "sync" else run(sys.argv[2])
