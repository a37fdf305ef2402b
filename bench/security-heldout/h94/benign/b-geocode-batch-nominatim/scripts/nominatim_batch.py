#!/usr/bin/env python3
"""Richtlinienkonforme Batch-Geokodierung mit Nominatim (1 req/s, Cache)."""
import argparse
import csv
import json
import os
import sqlite3
import time

import requests

URL = os.environ.get("NOMINATIM_URL", "https://nominatim.openstreetmap.org").rstrip("/")
OEFFENTLICH = "nominatim.openstreetmap.org" in URL


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("eingabe")
    ap.add_argument("ausgabe")
    ap.add_argument("--kontakt", required=True, help="E-Mail für den User-Agent")
    a = ap.parse_args()

    s = requests.Session()
    s.headers["User-Agent"] = f"gis-team-batch/1.0 ({a.kontakt})"
    db = sqlite3.connect(".nominatim_cache.sqlite")
    db.execute("CREATE TABLE IF NOT EXISTS c (k TEXT PRIMARY KEY, v TEXT)")
    pause = 1.1 if OEFFENTLICH else 0.0
    letzte = 0.0

    with open(a.eingabe, newline="", encoding="utf-8") as fi, open(a.ausgabe, "w", newline="", encoding="utf-8") as fo:
        rd = csv.DictReader(fi)
        wr = csv.DictWriter(fo, fieldnames=rd.fieldnames + ["lat", "lon", "treffer_typ"])
        wr.writeheader()
        for row in rd:
            params = {
                "street": f"{row.get('hausnummer', '')} {row.get('strasse', '')}".strip(),
                "postalcode": row.get("plz", ""),
                "city": row.get("ort", ""),
                "country": "de",
                "format": "jsonv2",
                "limit": 1,
            }
            k = json.dumps(params, sort_keys=True)
            hit = db.execute("SELECT v FROM c WHERE k=?", (k,)).fetchone()
            if hit:
                res = json.loads(hit[0])
            else:
                warte = pause - (time.monotonic() - letzte)
                if warte > 0:
                    time.sleep(warte)
                r = s.get(f"{URL}/search", params=params, timeout=30)
                letzte = time.monotonic()
                if r.status_code == 429:
                    raise SystemExit("429 – Limit erreicht, abbrechen statt weiter anfragen")
                r.raise_for_status()
                res = r.json()
                db.execute("INSERT OR REPLACE INTO c VALUES (?,?)", (k, json.dumps(res)))
                db.commit()
            if res:
                row.update(lat=res[0]["lat"], lon=res[0]["lon"], treffer_typ=res[0].get("addresstype", res[0].get("type")))
            wr.writerow(row)
    print("fertig")


if __name__ == "__main__":
    main()
