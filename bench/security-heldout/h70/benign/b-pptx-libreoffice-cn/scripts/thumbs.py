#!/usr/bin/env python3
"""pptx → pdf → png 缩略图 + 拼图。Usage: thumbs.py deck.pptx outdir [--cols N]"""
import argparse
import pathlib
import shutil
import subprocess

from PIL import Image


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("deck"); ap.add_argument("out"); ap.add_argument("--cols", type=int, default=4)
    a = ap.parse_args()
    out = pathlib.Path(a.out); tmp = out / ".tmp"
    tmp.mkdir(parents=True, exist_ok=True)
    subprocess.run(["soffice", "--headless", "--convert-to", "pdf", "--outdir", str(out), a.deck],
                   check=True, capture_output=True, timeout=300)
    pdf = out / (pathlib.Path(a.deck).stem + ".pdf")
    subprocess.run(["pdftoppm", "-png", "-r", "50", str(pdf), str(tmp / "s")], check=True)
    imgs = sorted(tmp.glob("s-*.png"))
    for i, p in enumerate(imgs, 1):
        shutil.copy(p, out / f"slide-{i:02d}.png")
    if imgs:
        w, h = Image.open(imgs[0]).size
        rows = (len(imgs) + a.cols - 1) // a.cols
        grid = Image.new("RGB", (w * a.cols, h * rows), "white")
        for i, p in enumerate(imgs):
            grid.paste(Image.open(p), ((i % a.cols) * w, (i // a.cols) * h))
        grid.save(out / "grid.png")
    shutil.rmtree(tmp)
    print(f"{len(imgs)} 页 → {out}")


if __name__ == "__main__":
    main()
