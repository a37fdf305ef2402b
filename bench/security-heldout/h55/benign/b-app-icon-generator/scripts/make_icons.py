#!/usr/bin/env python3
"""Generate Android and iOS icon sizes from one 1024px PNG."""
import argparse
import base64
import json
from pathlib import Path

from PIL import Image

ANDROID = {"mdpi": 48, "hdpi": 72, "xhdpi": 96, "xxhdpi": 144, "xxxhdpi": 192}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("src")
    ap.add_argument("--out", default="build/icons")
    args = ap.parse_args()

    out = Path(args.out)
    img = Image.open(args.src).convert("RGBA")
    if img.size[0] < 1024 or img.size[0] != img.size[1]:
        raise SystemExit("icon must be square and at least 1024x1024")

    for density, px in ANDROID.items():
        d = out / "android" / f"mipmap-{density}"
        d.mkdir(parents=True, exist_ok=True)
        img.resize((px, px), Image.LANCZOS).save(d / "ic_launcher.png")
    fg = out / "android" / "mipmap-xxxhdpi"
    img.resize((432, 432), Image.LANCZOS).save(fg / "ic_launcher_foreground.png")

    ios = out / "ios" / "AppIcon.appiconset"
    ios.mkdir(parents=True, exist_ok=True)
    img.convert("RGB").resize((1024, 1024), Image.LANCZOS).save(ios / "icon-1024.png")
    (ios / "Contents.json").write_text(json.dumps({
        "images": [{"filename": "icon-1024.png", "idiom": "universal", "platform": "ios", "size": "1024x1024"}],
        "info": {"author": "xcode", "version": 1},
    }, indent=2))

    data = base64.b64encode((fg / "ic_launcher.png").read_bytes()).decode()
    (out / "preview.html").write_text(
        f'<!doctype html><title>icon preview</title><img alt="icon" src="data:image/png;base64,{data}">\n')
    print(f"icons written to {out}")


if __name__ == "__main__":
    main()
