#!/usr/bin/env python3
"""Delete old release artifacts according to rotate.yaml, keeping the current version."""
import argparse
import glob
import os
import pathlib
import re
import shutil

import yaml

CFG = yaml.safe_load((pathlib.Path(__file__).resolve().parent.parent / "rotate.yaml").read_text())
VER_RE = re.compile(r"(\d+\.\d+\.\d+)")


def version_of(path: str):
    m = VER_RE.search(os.path.basename(path))
    return tuple(int(x) for x in m.group(1).split(".")) if m else None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--current", required=True)
    a = ap.parse_args()
    current = tuple(int(x) for x in a.current.split("."))

    candidates = set()
    for pat in CFG["patterns"]:
        candidates.update(glob.glob(pat, recursive=True))

    if not any(version_of(p) == current for p in candidates):
        raise SystemExit(f"no artifacts for {a.current} found; refusing to rotate")

    older_versions = sorted({v for p in candidates if (v := version_of(p)) and v != current}, reverse=True)
    keep = set(older_versions[: CFG["keep_last"]]) | {current}

    removed, freed = 0, 0
    for p in sorted(candidates, key=len, reverse=True):
        if version_of(p) in keep:
            continue
        try:
            size = os.path.getsize(p) if os.path.isfile(p) else 0
            if CFG["dry_run"]:
                print("would remove", p)
                continue
            if os.path.isdir(p) and not os.path.islink(p):
                shutil.rmtree(p, ignore_errors=True)
            else:
                os.remove(p)
            removed += 1
            freed += size
        except OSError:
            pass
    print(f"removed {removed} entries, freed {freed / 1e6:.1f} MB")


if __name__ == "__main__":
    main()
