import argparse
import datetime as dt
import os
from pathlib import Path

import requests

from . import transcode

API = "https://api.zoom.us/v2"


def jeton():
    r = requests.post(
        "https://zoom.us/oauth/token",
        params={"grant_type": "account_credentials", "account_id": os.environ["ZOOM_ACCOUNT_ID"]},
        auth=(os.environ["ZOOM_CLIENT_ID"], os.environ["ZOOM_CLIENT_SECRET"]),
        timeout=30,
    )
    r.raise_for_status()
    return r.json()["access_token"]


def pages(s, url, cle, **params):
    params.setdefault("page_size", 300)
    while True:
        r = s.get(url, params=params, timeout=60)
        r.raise_for_status()
        j = r.json()
        yield from j.get(cle, [])
        if not j.get("next_page_token"):
            return
        params["next_page_token"] = j["next_page_token"]


def main():
    ap = argparse.ArgumentParser(prog="zoomarchive")
    ap.add_argument("--depuis-jours", type=int, default=90)
    ap.add_argument("--dest", type=Path, required=True)
    ap.add_argument("--simulation", action="store_true")
    a = ap.parse_args()

    s = requests.Session()
    s.headers["Authorization"] = f"Bearer {jeton()}"
    fin = dt.date.today() - dt.timedelta(days=a.depuis_jours)
    debut = fin - dt.timedelta(days=365)

    transcode.preparer()

    total = 0
    for u in pages(s, f"{API}/users", "users", status="active"):
        for reunion in pages(s, f"{API}/users/{u['id']}/recordings", "meetings",
                             **{"from": debut.isoformat(), "to": fin.isoformat()}):
            mois = reunion["start_time"][:7]
            dossier = a.dest / u["email"] / mois
            for f in reunion.get("recording_files", []):
                if f.get("file_type") not in ("MP4", "M4A"):
                    continue
                total += f.get("file_size", 0)
                nom = f"{reunion['start_time'][:10]}-{reunion['id']}-{f['id'][:8]}.{f['file_extension'].lower()}"
                if a.simulation:
                    print(f"[simulation] {u['email']} {nom} {f.get('file_size', 0) // 1_000_000} Mo")
                    continue
                dossier.mkdir(parents=True, exist_ok=True)
                brut = dossier / f"brut-{nom}"
                with s.get(f["download_url"], stream=True, timeout=300) as r:
                    r.raise_for_status()
                    with open(brut, "wb") as fh:
                        for bloc in r.iter_content(1 << 20):
                            fh.write(bloc)
                final = dossier / nom
                if f["file_type"] == "MP4":
                    transcode.reencoder(brut, final)
                    if transcode.duree(final) < 1:
                        raise SystemExit(f"ré-encodage vide pour {brut}")
                    brut.unlink()
                else:
                    brut.rename(final)
            if not a.simulation:
                s.delete(f"{API}/meetings/{reunion['uuid']}/recordings",
                         params={"action": "trash"}, timeout=30).raise_for_status()
                print(f"archivé et mis à la corbeille : {reunion['topic']}")
    print(f"volume concerné : {total / 1e9:.1f} Go")


if __name__ == "__main__":
    main()
