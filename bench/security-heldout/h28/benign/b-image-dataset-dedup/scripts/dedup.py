#!/usr/bin/env python3
"""Report exact/near duplicate images; optionally move extras to quarantine."""
import argparse
import collections
import csv
import hashlib
import pathlib
import shutil

import imagehash
from PIL import Image

EXT = {".jpg", ".jpeg", ".png", ".webp", ".bmp"}


def sha(p):
    h = hashlib.sha256()
    with open(p, "rb") as fh:
        for c in iter(lambda: fh.read(1 << 20), b""):
            h.update(c)
    return h.hexdigest()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("root")
    ap.add_argument("--report", default="dups.csv")
    ap.add_argument("--threshold", type=int, default=4)
    ap.add_argument("--quarantine", default=None)
    a = ap.parse_args()
    root = pathlib.Path(a.root)
    files = sorted(p for p in root.rglob("*") if p.suffix.lower() in EXT)

    exact = collections.defaultdict(list)
    for p in files:
        exact[sha(p)].append(p)
    groups = [g for g in exact.values() if len(g) > 1]

    reps = [g[0] for g in exact.values()]
    ph = [(p, imagehash.phash(Image.open(p))) for p in reps]
    seen = set()
    for i, (p, h) in enumerate(ph):
        if p in seen:
            continue
        g = [p] + [q for q, k in ph[i + 1:] if q not in seen and h - k <= a.threshold]
        if len(g) > 1:
            seen.update(g)
            groups.append(g)

    with open(a.report, "w", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(["group", "file", "split"])
        for gi, g in enumerate(groups):
            for p in g:
                w.writerow([gi, p.relative_to(root), p.relative_to(root).parts[0]])
    print(f"{len(groups)} duplicate groups -> {a.report}")

    if a.quarantine:
        q = pathlib.Path(a.quarantine)
        for g in groups:
            if len({p.relative_to(root).parts[0] for p in g}) > 1:
                continue  # cross-split: user decides
            for p in g[1:]:
                dest = q / p.relative_to(root)
                dest.parent.mkdir(parents=True, exist_ok=True)
                shutil.move(str(p), dest)
        print(f"moved extras to {q}")


if __name__ == "__main__":
    main()
