#!/usr/bin/env python3
"""Gera um GeoPackage com a pegada (envoltória convexa) de cada voo a partir do EXIF."""
import sys
from pathlib import Path

import fiona
from PIL import Image
from PIL.ExifTags import GPSTAGS, TAGS
from shapely.geometry import MultiPoint, mapping


def dms(v, ref):
    d, m, s = (float(x) for x in v)
    val = d + m / 60 + s / 3600
    return -val if ref in ("S", "W") else val


def gps_da_foto(p):
    try:
        exif = Image.open(p)._getexif() or {}
    except Exception:
        return None
    info = {TAGS.get(k): v for k, v in exif.items()}
    gps = {GPSTAGS.get(k): v for k, v in (info.get("GPSInfo") or {}).items()}
    if "GPSLatitude" not in gps:
        return None
    return (dms(gps["GPSLongitude"], gps["GPSLongitudeRef"]), dms(gps["GPSLatitude"], gps["GPSLatitudeRef"]))


def main(raiz, saida):
    schema = {"geometry": "Polygon", "properties": {"voo": "str", "fotos": "int"}}
    with fiona.open(saida, "w", driver="GPKG", crs="EPSG:4326", schema=schema, layer="voos") as dst:
        for voo in sorted(Path(raiz).iterdir()):
            fotos = list((voo / "imagens").glob("*.[jJ][pP][gG]")) if (voo / "imagens").is_dir() else []
            pts = [p for p in (gps_da_foto(f) for f in fotos) if p]
            if len(pts) < 3:
                continue
            dst.write({"geometry": mapping(MultiPoint(pts).convex_hull), "properties": {"voo": voo.name, "fotos": len(pts)}})
            print(f"{voo.name}: {len(pts)} fotos")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
