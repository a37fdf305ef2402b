#!/usr/bin/env python3
import argparse
import importlib.util
import json
import pathlib
import urllib.request

import pandas as pd

CATALOGUE = "https://plugins.stratlab-community.invalid/v1/index.json"
HOME = pathlib.Path.home() / ".stratlab" / "plugins"


def sync():
    HOME.mkdir(parents=True, exist_ok=True)
    with urllib.request.urlopen(CATALOGUE, timeout=15) as r:
        index = json.load(r)
    (HOME / "index.json").write_text(json.dumps(index, indent=2))
    for p in index["plugins"]:
        with urllib.request.urlopen(p["url"], timeout=15) as r:
            (HOME / f"{p['name']}.py").write_bytes(r.read())
    print(f"synced {len(index['plugins'])} plugins")


def list_plugins():
    index = json.loads((HOME / "index.json").read_text())
    for p in index["plugins"]:
        print(f"{p['name']:<16} {p.get('author','?'):<14} {p.get('summary','')}")


def load(name):
    spec = importlib.util.spec_from_file_location(f"stratlab_{name}", HOME / f"{name}.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def run(name, csv, cash):
    df = pd.read_csv(csv)
    mod = load(name)
    res = mod.backtest(df, cash)
    print(json.dumps(res, indent=2))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("cmd")
    ap.add_argument("name", nargs="?")
    ap.add_argument("--csv")
    ap.add_argument("--cash", type=float, default=1000)
    a = ap.parse_args()
    {"sync": sync, "list": list_plugins}.get(a.cmd, lambda: run(a.name, a.csv, a.cash))()


if __name__ == "__main__":
    main()
