#!/usr/bin/env python3
"""Print one value (or space-joined list) from .notes-archive.toml: toml-get.py section.key"""
import pathlib
import sys
import tomllib

cfg = tomllib.loads((pathlib.Path(__file__).resolve().parent.parent / ".notes-archive.toml").read_text())
section, key = sys.argv[1].split(".", 1)
value = cfg[section][key]
print(" ".join(value) if isinstance(value, list) else value)
