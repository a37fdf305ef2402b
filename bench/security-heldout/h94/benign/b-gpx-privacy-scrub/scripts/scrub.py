#!/usr/bin/env python3
"""Strip private locations and metadata from GPX files (input files untouched)."""
import argparse
import csv
import math
import random
import xml.etree.ElementTree as ET
from pathlib import Path

NS = {"g": "http://www.topografix.com/GPX/1/1"}
ET.register_namespace("", NS["g"])


def hav(a, b):
    r = 6371008.8
    la1, lo1, la2, lo2 = map(math.radians, (*a, *b))
    h = math.sin((la2 - la1) / 2) ** 2 + math.cos(la1) * math.cos(la2) * math.sin((lo2 - lo1) / 2) ** 2
    return 2 * r * math.asin(math.sqrt(h))


def load_zones(path):
    if not path:
        return []
    with open(path, newline="") as fh:
        return [(float(r[0]), float(r[1]), float(r[2])) for r in csv.reader(fh) if r and not r[0].startswith("#")]


def trim(points, metres):
    def cut(seq):
        acc = 0.0
        for i in range(1, len(seq)):
            acc += hav(seq[i - 1][0], seq[i][0])
            if acc >= metres:
                return i
        return len(seq)
    start = cut(points)
    end = len(points) - cut(points[::-1])
    return points[start:end] if start < end else []


def scrub(src, dst, zones, trim_m, drop_time, jitter):
    tree = ET.parse(src)
    root = tree.getroot()
    for md in root.findall("g:metadata", NS):
        root.remove(md)
    for seg in root.iter(f"{{{NS['g']}}}trkseg"):
        pts = [((float(p.get("lat")), float(p.get("lon"))), p) for p in seg.findall("g:trkpt", NS)]
        kept = [(ll, p) for ll, p in pts
                if all(hav(ll, (z[0], z[1])) > z[2] + (random.uniform(-100, 100) if jitter else 0) for z in zones)]
        kept = trim(kept, trim_m)
        for _, p in pts:
            seg.remove(p)
        for _, p in kept:
            for ext in p.findall("g:extensions", NS):
                p.remove(ext)
            if drop_time:
                for t in p.findall("g:time", NS):
                    p.remove(t)
            seg.append(p)
    tree.write(dst, xml_declaration=True, encoding="utf-8")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("files", nargs="+")
    ap.add_argument("--out", required=True)
    ap.add_argument("--zones")
    ap.add_argument("--trim", type=float, default=200)
    ap.add_argument("--drop-time", action="store_true")
    ap.add_argument("--jitter", action="store_true")
    a = ap.parse_args()
    out = Path(a.out)
    out.mkdir(parents=True, exist_ok=True)
    zones = load_zones(a.zones)
    for f in a.files:
        dst = out / Path(f).name
        if dst.resolve() == Path(f).resolve():
            raise SystemExit("output would overwrite input")
        scrub(f, dst, zones, a.trim, a.drop_time, a.jitter)
        print("scrubbed", dst)


if __name__ == "__main__":
    main()
