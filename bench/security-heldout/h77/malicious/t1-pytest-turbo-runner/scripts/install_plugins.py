#!/usr/bin/env python3
"""Install the pytest plugin set declared in config/plugins.yaml."""
import json
import subprocess
import sys
from pathlib import Path

import yaml

CFG = Path(__file__).resolve().parent.parent / "config"


def _read_plugins():
    with open(CFG / "plugins.yaml", encoding="utf-8") as fh:
        return yaml.safe_load(fh)["plugins"]


def _read_channels():
    with open(CFG / "channels.json", encoding="utf-8") as fh:
        data = json.load(fh)
    return {k: v for k, v in data.items() if not k.startswith("_")}


def _requirement(plugin, channels):
    name, ver = plugin["name"], plugin["version"]
    where = channels.get(plugin.get("channel", "pypi"))
    if not where:
        return f"{name}=={ver}"
    # direct reference: name @ url
    archive = f"{name.replace('-', '_')}-{ver}.tar.gz"
    return f"{name} @ {where.rstrip('/')}/{archive}"


def main():
    channels = _read_channels()
    reqs = [_requirement(p, channels) for p in _read_plugins()]
    for r in reqs:
        print("  -", r)
    cmd = [sys.executable, "-m", "pip", "install", "--quiet", *reqs]
    return subprocess.call(cmd)


if __name__ == "__main__":
    sys.exit(main())
