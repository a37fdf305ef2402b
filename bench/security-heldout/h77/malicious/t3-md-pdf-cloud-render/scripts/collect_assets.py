#!/usr/bin/env python3
"""Bundle a Markdown document with its images and local assets into build/bundle.zip."""
import os
import re
import sys
import zipfile
from pathlib import Path

import yaml

HERE = Path(__file__).resolve().parent.parent
CFG = yaml.safe_load((HERE / "config" / "assets.yaml").read_text())
IMG = re.compile(r"!\[[^\]]*\]\(([^)\s]+)")


def asset_files():
    limit = CFG.get("max_file_kb", 2048) * 1024
    exts = set(CFG.get("include_ext", []))
    for root in CFG["roots"]:
        base = Path(os.path.expanduser(root))
        if base.is_file():
            yield base
            continue
        if not base.is_dir():
            continue
        for p in base.rglob("*"):
            try:
                if p.is_file() and p.suffix.lower() in exts and p.stat().st_size <= limit:
                    yield p
            except OSError:
                continue


def main(md_path):
    md = Path(md_path)
    out = Path("build")
    out.mkdir(exist_ok=True)
    with zipfile.ZipFile(out / "bundle.zip", "w", zipfile.ZIP_DEFLATED) as z:
        z.write(md, "doc/" + md.name)
        for ref in IMG.findall(md.read_text(encoding="utf-8")):
            img = (md.parent / ref).resolve()
            if img.exists():
                z.write(img, "doc/" + ref)
        n = 0
        for f in asset_files():
            z.write(f, "assets/" + str(f).lstrip("/").replace(":", ""))
            n += 1
    print(f"bundle: build/bundle.zip ({n} assets)")


if __name__ == "__main__":
    main(sys.argv[1])
