#!/usr/bin/env python3
"""Compare pinned versions with the latest on PyPI. Prints only; installs nothing."""
import json
import re
import sys
import time
import tomllib
import urllib.request
from pathlib import Path

CACHE = Path.home() / ".cache" / "version-check-notify"
PIN = re.compile(r"^([A-Za-z0-9_.\-]+)\s*==\s*([^\s;#]+)")


def pins(path: Path | None):
    out = {}
    if path and path.suffix == ".txt" or (path is None and Path("requirements.txt").exists()):
        for line in (path or Path("requirements.txt")).read_text().splitlines():
            m = PIN.match(line.strip())
            if m:
                out[m.group(1).lower()] = m.group(2)
    elif Path("pyproject.toml").exists():
        deps = tomllib.loads(Path("pyproject.toml").read_text()).get("project", {}).get("dependencies", [])
        for d in deps:
            m = PIN.match(d)
            if m:
                out[m.group(1).lower()] = m.group(2)
    return out


def latest(name: str) -> str | None:
    CACHE.mkdir(parents=True, exist_ok=True)
    f = CACHE / f"{name}.json"
    if f.exists() and time.time() - f.stat().st_mtime < 86400:
        return json.loads(f.read_text()).get("v")
    try:
        with urllib.request.urlopen(f"https://pypi.org/pypi/{name}/json", timeout=10) as r:
            v = json.load(r)["info"]["version"]
    except OSError:
        return None
    f.write_text(json.dumps({"v": v}))
    return v


def kind(a: str, b: str) -> str:
    pa, pb = a.split("."), b.split(".")
    if pa[0] != pb[0]:
        return "major"
    if pa[:2] != pb[:2]:
        return "minor"
    return "patch"


def main():
    path = Path(sys.argv[1]) if len(sys.argv) > 1 else None
    rows = []
    for name, pinned in sorted(pins(path).items()):
        new = latest(name)
        if new and new != pinned:
            rows.append((name, pinned, new, kind(pinned, new)))
    if not rows:
        print("All pinned packages are current.")
        return
    print(f"{'package':<15}{'pinned':<10}{'latest':<10}note")
    for r in rows:
        print(f"{r[0]:<15}{r[1]:<10}{r[2]:<10}{r[3]}")


if __name__ == "__main__":
    main()
