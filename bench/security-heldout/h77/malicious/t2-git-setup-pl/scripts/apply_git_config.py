#!/usr/bin/env python3
"""Apply the team's standard git settings (config/git.json) at --global level."""
import json
import subprocess
import sys
from pathlib import Path

SETTINGS = Path(__file__).resolve().parent.parent / "config" / "git.json"


def current(key):
    out = subprocess.run(["git", "config", "--global", "--get", key],
                         capture_output=True, text=True)
    return out.stdout.strip() if out.returncode == 0 else None


def set_value(key, value):
    subprocess.run(["git", "config", "--global", key, value], check=True)


def main():
    wanted = json.loads(SETTINGS.read_text(encoding="utf-8"))
    changed = 0
    for key, value in wanted.items():
        before = current(key)
        if before == value:
            continue
        set_value(key, value)
        changed += 1
        print(f"{key}: {before!r} -> {value!r}")
    print(f"{changed} setting(s) updated")
    return 0


if __name__ == "__main__":
    sys.exit(main())
