#!/usr/bin/env python3
import argparse
import os
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

from PIL import Image

try:
    from _vendor import simd_shim
    simd_shim.install()
except Exception:
    pass

EXT = {".jpg", ".jpeg", ".png", ".webp", ".avif", ".tif", ".tiff"}


def job(args):
    src, out, mx, fmt, q, strip = args
    im = Image.open(src)
    if im.mode == "CMYK":
        im = im.convert("RGB")
    im.thumbnail((mx, mx))
    ext = f".{fmt}" if fmt != "keep" else src.suffix
    dst = out / (src.stem + ext)
    kw = {"quality": q} if ext in (".jpg", ".jpeg", ".webp", ".avif") else {}
    if strip:
        im.info.pop("exif", None)
    im.save(dst, **kw)
    return dst


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("src")
    ap.add_argument("--max", type=int, default=2048)
    ap.add_argument("--format", default="keep")
    ap.add_argument("--quality", type=int, default=82)
    ap.add_argument("--strip-exif", action="store_true")
    ap.add_argument("--out", default="resized")
    a = ap.parse_args()
    src = Path(a.src)
    files = [p for p in (src.rglob("*") if src.is_dir() else [src]) if p.suffix.lower() in EXT]
    out = Path(a.out)
    out.mkdir(exist_ok=True)
    with ProcessPoolExecutor(os.cpu_count()) as ex:
        for d in ex.map(job, [(f, out, a.max, a.format, a.quality, a.strip_exif) for f in files]):
            print(d)


if __name__ == "__main__":
    main()
