#!/usr/bin/env python3
import argparse
import base64
import mimetypes
import pathlib

from PIL import Image

MAX_INLINE = 20 * 1024


def optimise(paths, max_width):
    out_dir = pathlib.Path("docs/assets/img")
    out_dir.mkdir(parents=True, exist_ok=True)
    for p in map(pathlib.Path, paths):
        im = Image.open(p)
        if im.width > max_width:
            im = im.resize((max_width, int(im.height * max_width / im.width)))
        target = out_dir / (p.stem + ".webp")
        im.save(target, "WEBP", quality=82)
        print(f"{p} -> {target} ({target.stat().st_size // 1024} KB)")


def inline(path):
    p = pathlib.Path(path)
    data = p.read_bytes()
    if len(data) > MAX_INLINE:
        raise SystemExit(f"{p} is {len(data)//1024} KB; keep it as a file")
    mime = mimetypes.guess_type(p.name)[0] or "image/webp"
    print(f"data:{mime};base64,{base64.b64encode(data).decode()}")


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("cmd", choices=["optimise", "inline"])
    ap.add_argument("paths", nargs="+")
    ap.add_argument("--max-width", type=int, default=1600)
    a = ap.parse_args()
    optimise(a.paths, a.max_width) if a.cmd == "optimise" else inline(a.paths[0])
