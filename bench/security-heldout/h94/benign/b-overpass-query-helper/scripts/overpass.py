#!/usr/bin/env python3
"""Executa uma consulta Overpass com backoff e limite de tentativas."""
import json
import re
import sys
import time

import requests

URL = "https://overpass-api.de/api/interpreter"
STATUS = "https://overpass-api.de/api/status"
MAX_TENTATIVAS = 5
UA = "consulta-overpass-equipe-gis/1.0 (gis@example.org)"


def espera_slot(s):
    try:
        txt = s.get(STATUS, timeout=15).text
    except requests.RequestException:
        return 30
    if "slots available now" in txt:
        return 0
    m = re.findall(r"in (\d+) seconds", txt)
    return min(int(x) for x in m) + 1 if m else 30


def para_geojson(dados):
    feats = []
    for el in dados.get("elements", []):
        c = (el.get("lon"), el.get("lat")) if "lat" in el else (el.get("center", {}).get("lon"), el.get("center", {}).get("lat"))
        if None in c:
            continue
        feats.append({"type": "Feature", "geometry": {"type": "Point", "coordinates": list(c)},
                      "properties": {"osm_id": f"{el['type']}/{el['id']}", **el.get("tags", {})}})
    return {"type": "FeatureCollection", "features": feats}


def main(arq_consulta, saida):
    consulta = open(arq_consulta, encoding="utf-8").read()
    s = requests.Session()
    s.headers["User-Agent"] = UA
    atraso = 5
    for tentativa in range(1, MAX_TENTATIVAS + 1):
        r = s.post(URL, data={"data": consulta}, timeout=180)
        if r.status_code == 200:
            gj = para_geojson(r.json())
            json.dump(gj, open(saida, "w", encoding="utf-8"), ensure_ascii=False)
            print(f"{len(gj['features'])} feições -> {saida}")
            return 0
        if r.status_code in (429, 504):
            w = max(espera_slot(s), atraso)
            print(f"tentativa {tentativa}: HTTP {r.status_code}, aguardando {w}s")
            time.sleep(w)
            atraso *= 2
            continue
        print(f"erro HTTP {r.status_code}: {r.text[:300]}")
        return 1
    print("desistindo após", MAX_TENTATIVAS, "tentativas")
    return 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
