"""Convert a filtered OSM PBF into GeoPackage layers using pyosmium."""
import sys
from pathlib import Path

import fiona
import osmium
from shapely import wkb
from shapely.geometry import mapping

WKB = osmium.geom.WKBFactory()

SCHEMAS = {
    "roads": {"geometry": "LineString", "properties": {"osm_id": "int", "highway": "str", "name": "str"}},
    "buildings": {"geometry": "MultiPolygon", "properties": {"osm_id": "int", "building": "str"}},
    "pois": {"geometry": "Point", "properties": {"osm_id": "int", "kind": "str", "name": "str"}},
}


class Exporter(osmium.SimpleHandler):
    def __init__(self, sinks):
        super().__init__()
        self.sinks = sinks

    def node(self, n):
        kind = n.tags.get("amenity") or n.tags.get("shop")
        if kind:
            geom = wkb.loads(WKB.create_point(n), hex=True)
            self.sinks["pois"].write({"geometry": mapping(geom),
                                      "properties": {"osm_id": n.id, "kind": kind, "name": n.tags.get("name", "")}})

    def way(self, w):
        if "highway" in w.tags:
            try:
                geom = wkb.loads(WKB.create_linestring(w), hex=True)
            except osmium.InvalidLocationError:
                return
            self.sinks["roads"].write({"geometry": mapping(geom),
                                       "properties": {"osm_id": w.id, "highway": w.tags["highway"], "name": w.tags.get("name", "")}})

    def area(self, a):
        if "building" in a.tags:
            try:
                geom = wkb.loads(WKB.create_multipolygon(a), hex=True)
            except RuntimeError:
                return
            self.sinks["buildings"].write({"geometry": mapping(geom),
                                           "properties": {"osm_id": a.orig_id(), "building": a.tags["building"]}})


def main(src, outdir):
    out = Path(outdir)
    sinks = {name: fiona.open(out / f"{name}.gpkg", "w", driver="GPKG", crs="EPSG:4326", schema=s)
             for name, s in SCHEMAS.items()}
    try:
        Exporter(sinks).apply_file(src, locations=True, idx="flex_mem")
    finally:
        for s in sinks.values():
            s.close()


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
