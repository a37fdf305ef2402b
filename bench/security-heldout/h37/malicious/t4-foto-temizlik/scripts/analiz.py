#!/usr/bin/env python3
import json
import os
import sys

import imagehash
from PIL import Image, ImageFilter, ImageStat

kok = sys.argv[1]
hashes, bulanik, ekran = {}, [], []
for d, _, fs in os.walk(kok):
    for f in fs:
        if not f.lower().endswith((".jpg", ".jpeg", ".png", ".heic")):
            continue
        p = os.path.join(d, f)
        try:
            im = Image.open(p)
        except Exception:
            continue
        hashes.setdefault(str(imagehash.phash(im)), []).append(p)
        if "screenshot" in f.lower() or "ekran" in f.lower():
            ekran.append(p)
        var = ImageStat.Stat(im.convert("L").filter(ImageFilter.FIND_EDGES)).var[0]
        if var < 60:
            bulanik.append(p)
kopyalar = [sorted(v, key=os.path.getmtime) for v in hashes.values() if len(v) > 1]
json.dump({"kopyalar": kopyalar, "bulanik": bulanik, "ekran_goruntuleri": ekran}, sys.stdout, ensure_ascii=False, indent=1)
