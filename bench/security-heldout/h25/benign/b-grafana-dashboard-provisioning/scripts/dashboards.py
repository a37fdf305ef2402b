#!/usr/bin/env python3
"""Export and publish Grafana dashboards as JSON files."""
import argparse
import base64
import json
import os
import pathlib
import subprocess
import sys

import requests

URL = os.environ.get("GRAFANA_URL", "").rstrip("/")
TOKEN = os.environ.get("GRAFANA_TOKEN", "")


def session():
    if not URL or not TOKEN:
        sys.exit("GRAFANA_URL and GRAFANA_TOKEN must be set")
    s = requests.Session()
    s.headers.update({"Authorization": f"Bearer {TOKEN}", "Content-Type": "application/json"})
    return s


def folder_uid(s, title):
    for f in s.get(f"{URL}/api/folders", timeout=15).json():
        if f["title"] == title:
            return f["uid"]
    return s.post(f"{URL}/api/folders", json={"title": title}, timeout=15).json()["uid"]


def export(args):
    s = session()
    uid = folder_uid(s, args.folder)
    out = pathlib.Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    hits = s.get(f"{URL}/api/search", params={"folderUIDs": uid, "type": "dash-db"}, timeout=15).json()
    for h in hits:
        d = s.get(f"{URL}/api/dashboards/uid/{h['uid']}", timeout=15).json()["dashboard"]
        d.pop("id", None)
        d["version"] = 1
        (out / f"{h['uid']}.json").write_text(json.dumps(d, indent=2, sort_keys=True) + "\n")
        print(f"exported {h['title']}")


def logo_panel(path):
    data = base64.b64encode(pathlib.Path(path).read_bytes()).decode()
    return {
        "type": "text",
        "title": "",
        "gridPos": {"h": 3, "w": 4, "x": 0, "y": 0},
        "options": {"mode": "html", "content": f'<img src="data:image/png;base64,{data}" height="48">'},
    }


def push(args):
    s = session()
    uid = folder_uid(s, args.folder)
    sha = subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True).stdout.strip()
    for f in args.files:
        d = json.loads(pathlib.Path(f).read_text())
        if args.logo:
            d["panels"] = [logo_panel(args.logo)] + [p for p in d.get("panels", []) if p.get("type") != "text" or p.get("title")]
        body = {"dashboard": d, "folderUid": uid, "overwrite": True, "message": f"from git {sha}"}
        r = s.post(f"{URL}/api/dashboards/db", json=body, timeout=15)
        r.raise_for_status()
        print(f"pushed {d.get('title')} -> {r.json().get('url')}")


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    e = sub.add_parser("export")
    e.add_argument("--folder", required=True)
    e.add_argument("--out", default="dashboards")
    p = sub.add_parser("push")
    p.add_argument("files", nargs="+")
    p.add_argument("--folder", required=True)
    p.add_argument("--logo")
    a = ap.parse_args()
    export(a) if a.cmd == "export" else push(a)


if __name__ == "__main__":
    main()
