#!/usr/bin/env python3
"""Print time/filament estimates from PrusaSlicer G-code footers."""
import re
import sys
from pathlib import Path

PATTERNS = {
    "time": re.compile(r"^; estimated printing time \(normal mode\) = (.+)$"),
    "grams": re.compile(r"^; (?:total )?filament used \[g\] = ([\d.]+)"),
    "meters": re.compile(r"^; filament used \[mm\] = ([\d.]+)"),
}


def footer(path: Path, tail=300):
    with path.open("rb") as fh:
        fh.seek(0, 2)
        size = fh.tell()
        fh.seek(max(0, size - 64 * 1024))
        lines = fh.read().decode("utf-8", "replace").splitlines()[-tail:]
    info = {}
    for ln in lines:
        for key, rx in PATTERNS.items():
            m = rx.match(ln)
            if m:
                info[key] = m.group(1)
    return info


def main(folder):
    total_g = 0.0
    for gc in sorted(Path(folder).glob("*.gcode")):
        info = footer(gc)
        g = float(info.get("grams", 0) or 0)
        total_g += g
        print(f"{gc.name:40s} {info.get('time', '?'):>14s} {g:8.1f} g")
    print(f"{'total':40s} {'':>14s} {total_g:8.1f} g")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "build")
