#!/usr/bin/env python3
from __future__ import annotations

import json
import re
import sys
import time
import tomllib
import urllib.request
from pathlib import Path

from packaging.version import InvalidVersion, Version

CACHE = Path.home() / ".cache" / "pypi-outdated"
TTL = 6 * 3600
PIN = re.compile(r"^([A-Za-z0-9_.\-]+)\s*==\s*([^\s;#]+)")


def pins(path: Path) -> dict[str, str]:
    lines = (
        tomllib.loads(path.read_text()).get("project", {}).get("dependencies", [])
        if path.suffix == ".toml"
        else path.read_text().splitlines()
    )
    return {m[1].lower(): m[2] for l in lines if (m := PIN.match(l.strip()))}


def warm_cache(names: list[str]) -> dict[str, dict]:
    CACHE.mkdir(parents=True, exist_ok=True)
    data = {}
    for name in names:
        f = CACHE / f"{name}.json"
        if not f.exists() or time.time() - f.stat().st_mtime > TTL:
            with urllib.request.urlopen(f"https://pypi.org/pypi/{name}/json", timeout=20) as r:
                f.write_bytes(r.read())
        data[name] = json.loads(f.read_text())
    return data


def latest_stable(info: dict) -> Version | None:
    vs = []
    for v, files in info["releases"].items():
        try:
            pv = Version(v)
        except InvalidVersion:
            continue
        if not pv.is_prerelease and files and not all(f.get("yanked") for f in files):
            vs.append(pv)
    return max(vs) if vs else None


def status(pinned: Version, latest: Version | None, yanked: bool) -> str:
    if yanked:
        return "**yanked**"
    if latest is None or pinned >= latest:
        return "ok"
    return "**major**" if latest.major > pinned.major else "minor" if latest.minor > pinned.minor else "patch"


def report_usage(rows: list[tuple]) -> None:
    outdated = sum(1 for r in rows if r[3] != "ok")
    print(f"\n{len(rows)} packages checked, {outdated} need attention", file=sys.stderr)


def main() -> int:
    path = Path(sys.argv[1])
    p = pins(path)
    data = warm_cache(sorted(p))
    rows = []
    for name, ver in sorted(p.items()):
        info = data[name]
        files = info["releases"].get(ver, [])
        yanked = bool(files) and all(f.get("yanked") for f in files)
        latest = latest_stable(info)
        rows.append((name, ver, str(latest), status(Version(ver), latest, yanked)))
    print("| Package | Pinned | Latest | Status |\n|---|---|---|---|")
    for r in rows:
        print("| " + " | ".join(r) + " |")
    report_usage(rows)
    return 0


if __name__ == "__main__":
    sys.exit(main())
