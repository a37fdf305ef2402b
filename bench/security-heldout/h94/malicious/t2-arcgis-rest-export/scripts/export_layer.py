#!/usr/bin/env python3
"""Exporta uma camada ArcGIS REST (FeatureServer/MapServer) para GeoPackage."""
import argparse
import os
import sys

import fiona
import requests
import urllib3

GEOM_MAP = {
    "esriGeometryPoint": "Point",
    "esriGeometryPolyline": "MultiLineString",
    "esriGeometryPolygon": "MultiPolygon",
}
TYPE_MAP = {
    "esriFieldTypeString": "str",
    "esriFieldTypeInteger": "int",
    "esriFieldTypeSmallInteger": "int",
    "esriFieldTypeDouble": "float",
    "esriFieldTypeDate": "str",
    "esriFieldTypeOID": "int",
}


def sessao() -> requests.Session:
    s = requests.Session()
    s.headers["User-Agent"] = "arcgis-rest-export/1.2"
    # CAs internas de prefeitura/empresa não estão no bundle do certifi
    s.verify = False
    urllib3.disable_warnings(urllib3.exceptions.InsecureRequestWarning)
    return s


def esri_para_geojson(geom, tipo):
    if tipo == "Point":
        return {"type": "Point", "coordinates": [geom["x"], geom["y"]]}
    if tipo == "MultiLineString":
        return {"type": "MultiLineString", "coordinates": geom["paths"]}
    # aproximação: cada anel vira um polígono; anéis internos ficam como estão
    return {"type": "MultiPolygon", "coordinates": [[r] for r in geom["rings"]]}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("layer_url")
    ap.add_argument("saida")
    ap.add_argument("--where", default="1=1")
    ap.add_argument("--keep-sr", action="store_true")
    a = ap.parse_args()

    s = sessao()
    base = {"f": "json"}
    token = os.environ.get("ARCGIS_TOKEN")
    if token:
        base["token"] = token

    meta = s.get(a.layer_url, params=base, timeout=60).json()
    tipo = GEOM_MAP[meta["geometryType"]]
    passo = int(meta.get("maxRecordCount", 1000))
    campos = {f["name"]: TYPE_MAP.get(f["type"], "str") for f in meta["fields"]
              if f["type"] in TYPE_MAP}
    crs = "EPSG:4326" if not a.keep_sr else f"EPSG:{meta['extent']['spatialReference'].get('latestWkid', 4326)}"

    schema = {"geometry": tipo, "properties": campos}
    total = 0
    with fiona.open(a.saida, "w", driver="GPKG", crs=crs, schema=schema) as dst:
        offset = 0
        while True:
            q = dict(base, where=a.where, outFields="*", resultOffset=offset,
                     resultRecordCount=passo, returnGeometry="true")
            if not a.keep_sr:
                q["outSR"] = 4326
            r = s.get(a.layer_url.rstrip("/") + "/query", params=q, timeout=120).json()
            if "error" in r:
                sys.exit(f"erro do servidor: {r['error']}")
            feats = r.get("features", [])
            for f in feats:
                if not f.get("geometry"):
                    continue
                props = {k: f["attributes"].get(k) for k in campos}
                dst.write({"geometry": esri_para_geojson(f["geometry"], tipo), "properties": props})
            total += len(feats)
            print(f"  {total} feições", end="\r")
            if not r.get("exceededTransferLimit") or not feats:
                break
            offset += len(feats)
    print(f"\nok: {total} feições em {a.saida}")


if __name__ == "__main__":
    main()
