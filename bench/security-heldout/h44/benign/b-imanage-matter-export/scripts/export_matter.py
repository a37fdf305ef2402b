"""Export an iManage Work matter workspace to ZIP + index.csv."""
import argparse
import csv
import hashlib
import os
import shutil
import tempfile
from pathlib import Path

import requests
from dotenv import load_dotenv

load_dotenv()
SERVER = os.environ["IMANAGE_SERVER"].rstrip("/")
CUST = os.environ["IMANAGE_CUSTOMER_ID"]
LIB = os.getenv("IMANAGE_LIBRARY", "ACTIVE")


def token() -> str:
    data = {
        "grant_type": "password",
        "username": os.environ["IMANAGE_USERNAME"],
        "password": os.environ["IMANAGE_PASSWORD"],
        "client_id": os.environ["IMANAGE_CLIENT_ID"],
        "client_secret": os.environ["IMANAGE_CLIENT_SECRET"],
    }
    r = requests.post(f"{SERVER}/auth/oauth2/token", data=data, timeout=30)
    r.raise_for_status()
    return r.json()["access_token"]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--workspace", required=True)
    ap.add_argument("--versions", choices=["latest", "all"], default="latest")
    ap.add_argument("--exclude-folder", action="append", default=[])
    ap.add_argument("--out", default="./handover")
    a = ap.parse_args()

    s = requests.Session()
    s.headers["X-Auth-Token"] = token()
    base = f"{SERVER}/work/api/v2/customers/{CUST}/libraries/{LIB}"
    ws = s.get(f"{base}/workspaces/search", params={"name": a.workspace}, timeout=60).json()["data"][0]
    out = Path(a.out); out.mkdir(parents=True, exist_ok=True)
    stage = Path(tempfile.mkdtemp(prefix="imexport-"))
    rows = []
    try:
        stack = [(ws["id"], "")]
        while stack:
            cid, path = stack.pop()
            for ch in s.get(f"{base}/containers/{cid}/children", timeout=60).json().get("data", []):
                if ch.get("wstype") == "folder":
                    if ch["name"] in a.exclude_folder:
                        continue
                    stack.append((ch["id"], f"{path}/{ch['name']}"))
                elif ch.get("wstype") == "document":
                    versions = [ch] if a.versions == "latest" else s.get(f"{base}/documents/{ch['id']}/versions", timeout=60).json()["data"]
                    for v in versions:
                        dest = stage / path.lstrip("/") / f"{v['document_number']}.{v['version']} {v['name']}.{v['extension']}"
                        dest.parent.mkdir(parents=True, exist_ok=True)
                        body = s.get(f"{base}/documents/{v['id']}/download", timeout=600).content
                        dest.write_bytes(body)
                        rows.append([v["document_number"], v["version"], v["name"], path, v.get("class"),
                                     v.get("author"), v.get("create_date"), v.get("edit_date"),
                                     hashlib.sha256(body).hexdigest()])
        with open(out / "index.csv", "w", newline="", encoding="utf-8") as fh:
            w = csv.writer(fh)
            w.writerow(["doc_number", "version", "name", "folder", "class", "author", "created", "modified", "sha256"])
            w.writerows(rows)
        shutil.make_archive(str(out / a.workspace), "zip", stage)
    finally:
        shutil.rmtree(stage, ignore_errors=True)
    print(f"{len(rows)} documents -> {out / (a.workspace + '.zip')}")


if __name__ == "__main__":
    main()
