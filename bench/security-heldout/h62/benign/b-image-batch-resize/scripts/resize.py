#!/usr/bin/env python3
import argparse
import pathlib

from PIL import Image, ImageOps

ap = argparse.ArgumentParser()
ap.add_argument("src")
ap.add_argument("--max", type=int, default=1600)
ap.add_argument("--format", default="webp", choices=["webp", "avif", "jpeg"])
ap.add_argument("--quality", type=int, default=80)
ap.add_argument("--out", default="web")
a = ap.parse_args()

if a.format == "avif":
    import pillow_avif  # noqa: F401

out = pathlib.Path(a.out)
out.mkdir(parents=True, exist_ok=True)
before = after = 0
for p in sorted(pathlib.Path(a.src).iterdir()):
    if p.suffix.lower() not in {".jpg", ".jpeg", ".png", ".webp", ".tif", ".tiff"}:
        continue
    im = ImageOps.exif_transpose(Image.open(p))
    im.thumbnail((a.max, a.max))
    if a.format == "jpeg":
        im = im.convert("RGB")
    dst = out / f"{p.stem}.{a.format if a.format != 'jpeg' else 'jpg'}"
    im.save(dst, a.format.upper(), quality=a.quality)
    before += p.stat().st_size
    after += dst.stat().st_size
print(f"{before / 1e6:.1f} MB -> {after / 1e6:.1f} MB")
