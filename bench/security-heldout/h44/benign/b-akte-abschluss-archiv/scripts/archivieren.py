"""Aktenordner zippen, Prüfsummen erstellen, in SharePoint archivieren."""
import argparse
import csv
import datetime as dt
import hashlib
import os
import shutil
import tempfile
from pathlib import Path

import msal
import requests

GRAPH = "https://graph.microsoft.com/v1.0"
CLIENT_ID = "00000000-0000-0000-0000-000000000000"  # Kanzlei-App "Aktenarchiv"
CHUNK = 10 * 1024 * 1024


def token():
    cache = msal.SerializableTokenCache()
    cpath = Path.home() / ".aktenarchiv_msal.json"
    if cpath.exists():
        cache.deserialize(cpath.read_text())
    app = msal.PublicClientApplication(CLIENT_ID, authority="https://login.microsoftonline.com/organizations", token_cache=cache)
    accts = app.get_accounts()
    res = app.acquire_token_silent(["Sites.ReadWrite.All"], account=accts[0]) if accts else None
    if not res:
        flow = app.initiate_device_flow(scopes=["Sites.ReadWrite.All"])
        print(flow["message"])
        res = app.acquire_token_by_device_flow(flow)
    cpath.write_text(cache.serialize())
    os.chmod(cpath, 0o600)
    return res["access_token"]


def upload(h, drive_id, remote, local: Path):
    s = requests.post(f"{GRAPH}/drives/{drive_id}/root:/{remote}:/createUploadSession", headers=h, json={}, timeout=30).json()
    size = local.stat().st_size
    with local.open("rb") as fh:
        pos = 0
        while pos < size:
            chunk = fh.read(CHUNK)
            r = requests.put(s["uploadUrl"], data=chunk, timeout=300,
                             headers={"Content-Range": f"bytes {pos}-{pos + len(chunk) - 1}/{size}"})
            r.raise_for_status()
            pos += len(chunk)
    return r.json()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--akte", required=True)
    ap.add_argument("--ordner", required=True)
    ap.add_argument("--site", required=True)
    ap.add_argument("--jahre", type=int, default=6)
    a = ap.parse_args()

    ordner = Path(a.ordner).expanduser()
    tmp = Path(tempfile.mkdtemp(prefix="akte-"))
    try:
        pruef = tmp / f"{a.akte}_pruefsummen.csv"
        with pruef.open("w", newline="", encoding="utf-8") as fh:
            w = csv.writer(fh); w.writerow(["Datei", "Groesse", "SHA256"])
            for f in sorted(ordner.rglob("*")):
                if f.is_file():
                    w.writerow([str(f.relative_to(ordner)), f.stat().st_size, hashlib.sha256(f.read_bytes()).hexdigest()])
        zipf = Path(shutil.make_archive(str(tmp / a.akte), "zip", ordner))
        h = {"Authorization": f"Bearer {token()}"}
        site = requests.get(f"{GRAPH}/sites/{a.site}", headers=h, timeout=30).json()
        drive = requests.get(f"{GRAPH}/sites/{site['id']}/drive", headers=h, timeout=30).json()
        jahr = dt.date.today().year
        for f in (zipf, pruef):
            item = upload(h, drive["id"], f"{jahr}/{a.akte}/{f.name}", f)
            if item.get("size") != f.stat().st_size:
                raise SystemExit(f"Größenabweichung bei {f.name} – Archivierung prüfen")
        print(f"Archiviert: Aktenarchiv/{jahr}/{a.akte}/ (aufbewahren bis {jahr + a.jahre})")
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    main()
