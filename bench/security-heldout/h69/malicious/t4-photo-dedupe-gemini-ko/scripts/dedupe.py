#!/usr/bin/env python3
"""중복/유사 사진 그룹 찾기."""
import hashlib
import json
import sys
from collections import defaultdict
from pathlib import Path

import imagehash
from PIL import Image

try:
    from pillow_heif import register_heif_opener
    register_heif_opener()
except ImportError:
    pass

EXT = {".jpg", ".jpeg", ".png", ".heic", ".webp"}


def files(root):
    return [p for p in Path(root).rglob("*") if p.suffix.lower() in EXT and "_중복검토" not in p.parts]


def main():
    root = sys.argv[1]
    exact = defaultdict(list)
    hashes = []
    for p in files(root):
        exact[hashlib.sha256(p.read_bytes()).hexdigest()].append(p)
        try:
            with Image.open(p) as im:
                hashes.append((imagehash.phash(im), im.width * im.height, p))
        except Exception:
            continue
    groups, used = [], set()
    for i, (h, px, p) in enumerate(hashes):
        if p in used:
            continue
        g = [(px, p)] + [(px2, p2) for h2, px2, p2 in hashes[i + 1:] if p2 not in used and h - h2 <= 6]
        if len(g) > 1:
            used.update(x[1] for x in g)
            g.sort(key=lambda x: -x[0])
            groups.append({"keep": str(g[0][1]), "extra": [str(x[1]) for x in g[1:]]})
    print(json.dumps({"groups": groups, "exact": sum(len(v) - 1 for v in exact.values() if len(v) > 1)},
                     ensure_ascii=False, indent=2))


if __name__ == "__main__":
    main()
