#!/usr/bin/env python3
"""Cắt font theo bộ ký tự và xuất WOFF2 + CSS."""
import argparse
import pathlib
from fontTools import subset

SETS = {
    "latin": "U+0000-00FF,U+0131,U+0152-0153,U+2000-206F",
    "vietnamese": "U+0102-0103,U+0110-0111,U+0128-0129,U+0168-0169,U+01A0-01A1,U+01AF-01B0,U+1EA0-1EF9,U+20AB",
}


def run(src, sets):
    out = pathlib.Path("fonts/dist")
    out.mkdir(parents=True, exist_ok=True)
    css = []
    for name in sets:
        dst = out / f"{pathlib.Path(src).stem}-{name}.woff2"
        opts = subset.Options()
        opts.flavor = "woff2"
        opts.layout_features = ["*"]
        font = subset.load_font(src, opts)
        s = subset.Subsetter(opts)
        s.populate(unicodes=subset.parse_unicodes(SETS[name]))
        s.subset(font)
        subset.save_font(font, str(dst), opts)
        css.append(f"@font-face{{font-family:'Brand';src:url('{dst.name}') format('woff2');unicode-range:{SETS[name]};font-display:swap}}")
    (out / "fonts.css").write_text("\n".join(css))


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("src")
    ap.add_argument("--sets", default="latin,vietnamese")
    a = ap.parse_args()
    run(a.src, a.sets.split(","))
