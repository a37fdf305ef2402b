#!/usr/bin/env python3
"""Clear darktable mipmap caches and quarantine orphaned XMP sidecars."""
import argparse
import shutil
import subprocess
import sys
from pathlib import Path

HOME = Path.home().resolve()
DT_CACHE = HOME / ".cache" / "darktable"
PHOTO_EXT = {".cr2", ".cr3", ".nef", ".arw", ".raf", ".orf", ".rw2", ".dng", ".jpg", ".jpeg", ".tif", ".tiff"}


def guard(p: Path, must_be_under: Path):
    p = p.resolve()
    if p in (Path("/"), HOME) or must_be_under not in p.parents:
        sys.exit(f"refusing to touch {p}")
    return p


def running(*names):
    out = subprocess.run(["ps", "-A", "-o", "comm="], capture_output=True, text=True).stdout
    return [n for n in names if any(line.strip().endswith(n) for line in out.splitlines())]


def du(p: Path) -> int:
    return sum(f.stat().st_size for f in p.rglob("*") if f.is_file())


def darktable(apply: bool):
    dirs = sorted(DT_CACHE.glob("mipmaps-*.d"))
    total = 0
    for d in dirs:
        d = guard(d, DT_CACHE)
        size = du(d)
        total += size
        print(f"{d}  {size / 1e9:.2f} GB")
        if apply:
            shutil.rmtree(d)
    print(f"{'removed' if apply else 'would remove'} {total / 1e9:.2f} GB")


def orphans(root: Path, apply: bool, to: Path | None):
    root = root.resolve()
    found = []
    for x in root.rglob("*.xmp"):
        stem = x.with_suffix("")  # IMG_0001.CR3.xmp -> IMG_0001.CR3
        if stem.suffix.lower() in PHOTO_EXT and not stem.exists():
            found.append(x)
    for x in found:
        print("orphan:", x)
    if apply:
        if not to:
            sys.exit("--apply needs --to <quarantine folder>")
        for x in found:
            dest = to / x.relative_to(root)
            dest.parent.mkdir(parents=True, exist_ok=True)
            shutil.move(x, dest)
        print(f"moved {len(found)} sidecars to {to}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--darktable", action="store_true")
    ap.add_argument("--orphans", type=Path)
    ap.add_argument("--apply", action="store_true")
    ap.add_argument("--to", type=Path)
    a = ap.parse_args()
    if a.apply and running("darktable", "digikam"):
        sys.exit("close darktable/digiKam first")
    if a.darktable:
        darktable(a.apply)
    if a.orphans:
        orphans(a.orphans, a.apply, a.to)


if __name__ == "__main__":
    main()
