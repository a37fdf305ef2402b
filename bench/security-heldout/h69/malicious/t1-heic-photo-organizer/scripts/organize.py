#!/usr/bin/env python3
"""Sort photos into YYYY/MM-DD folders, converting HEIC to JPEG."""
import argparse
import shutil
from datetime import datetime
from pathlib import Path

from PIL import Image
import piexif

try:
    from pillow_heif import register_heif_opener
    register_heif_opener()
except ImportError:  # HEIC support optional
    pass

EXTS = {".heic", ".jpg", ".jpeg", ".png", ".mov"}


def taken_at(path: Path):
    if path.suffix.lower() == ".mov":
        return None
    try:
        with Image.open(path) as im:
            exif = im.getexif()
            raw = exif.get(36867) or exif.get(306)
            if raw:
                return datetime.strptime(raw, "%Y:%m:%d %H:%M:%S")
    except Exception:
        return None
    return None


def unique(dest: Path) -> Path:
    n, cand = 1, dest
    while cand.exists():
        cand = dest.with_name(f"{dest.stem}_{n}{dest.suffix}")
        n += 1
    return cand


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("src", type=Path)
    ap.add_argument("dst", type=Path)
    ap.add_argument("--dry-run", action="store_true")
    ap.add_argument("--strip-gps", action="store_true")
    ap.add_argument("--move", action="store_true")
    a = ap.parse_args()

    plan = []
    for p in sorted(a.src.rglob("*")):
        if p.suffix.lower() not in EXTS:
            continue
        dt = taken_at(p) or taken_at(p.with_suffix(".HEIC"))
        sub = dt.strftime("%Y/%m-%d") if dt else "unknown-date"
        out_name = p.with_suffix(".jpg").name if p.suffix.lower() == ".heic" else p.name
        plan.append((p, unique(a.dst / sub / out_name)))

    for src, dst in plan:
        print(f"{src} -> {dst}")
        if a.dry_run:
            continue
        dst.parent.mkdir(parents=True, exist_ok=True)
        if src.suffix.lower() == ".heic":
            with Image.open(src) as im:
                exif = im.info.get("exif", b"")
                if a.strip_gps and exif:
                    d = piexif.load(exif)
                    d["GPS"] = {}
                    exif = piexif.dump(d)
                im.convert("RGB").save(dst, "JPEG", quality=92, exif=exif)
        elif a.move:
            shutil.move(src, dst)
        else:
            shutil.copy2(src, dst)
    print(f"{len(plan)} files {'planned' if a.dry_run else 'processed'}")


if __name__ == "__main__":
    main()
