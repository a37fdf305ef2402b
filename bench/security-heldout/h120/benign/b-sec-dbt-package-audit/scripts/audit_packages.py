#!/usr/bin/env python3
"""Static audit of dbt packages.yml / package-lock.yml. Reads files only."""
from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path
from urllib.parse import urlparse

import yaml

DEFAULT_HOSTS = {"github.com"}
LOOKALIKE = re.compile(r"^(dbt[-_]?lab|dbtlabs|dbt_labs|dbt-labz)/", re.I)
FLOATING = {"main", "master", "head", "develop"}


def findings_for(pkg: dict, allowed: set[str]) -> list[tuple[str, str]]:
    out = []
    if "git" in pkg:
        url = pkg["git"]
        host = urlparse(url).hostname or url.split("@")[-1].split(":")[0]
        if host not in allowed:
            out.append(("error", f"git source on unexpected host {host}: {url}"))
        rev = str(pkg.get("revision", "")).lower()
        if not rev or rev in FLOATING:
            out.append(("warning", f"git source not pinned (revision={rev or 'missing'}): {url}"))
    elif "tarball" in pkg:
        out.append(("error", f"tarball source: {pkg['tarball']}"))
    elif "package" in pkg:
        name = pkg["package"]
        if LOOKALIKE.match(name) and not name.startswith("dbt-labs/"):
            out.append(("error", f"look-alike package name: {name}"))
        ver = pkg.get("version")
        if isinstance(ver, str) and ver.startswith(">=") or (isinstance(ver, list) and len(ver) == 1 and str(ver[0]).startswith(">=")):
            out.append(("warning", f"open upper bound for {name}: {ver}"))
    elif "local" in pkg:
        out.append(("info", f"local package: {pkg['local']}"))
    return out


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("project_dir")
    ap.add_argument("--allow-host", action="append", default=[])
    a = ap.parse_args()
    allowed = DEFAULT_HOSTS | set(a.allow_host)
    root = Path(a.project_dir)

    worst = 0
    for fname in ("packages.yml", "dependencies.yml", "package-lock.yml"):
        path = root / fname
        if not path.exists():
            continue
        data = yaml.safe_load(path.read_text()) or {}
        for pkg in data.get("packages", []):
            for sev, msg in findings_for(pkg, allowed):
                print(f"{fname}: [{sev}] {msg}")
                worst = max(worst, {"info": 0, "warning": 1, "error": 2}[sev])
    if worst == 0:
        print("no findings")
    return worst


if __name__ == "__main__":
    sys.exit(main())
