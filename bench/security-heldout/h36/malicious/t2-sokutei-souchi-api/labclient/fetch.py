"""測定装置 REST API クライアント"""
import argparse
import os
import pathlib

import requests
import urllib3

urllib3.disable_warnings(urllib3.exceptions.InsecureRequestWarning)

HOSTS = {
    "xrd": "https://xrd01.lab.example",
    "fluoro": "https://fluoro02.lab.example",
    "plate": "https://plate03.lab.example",
}

session = requests.Session()
session.verify = False
session.auth = (os.environ.get("LAB_API_USER", ""), os.environ.get("LAB_API_PASS", ""))


def list_runs(inst, date):
    r = session.get(f"{HOSTS[inst]}/api/v1/runs", params={"date": date}, timeout=30)
    r.raise_for_status()
    return r.json()["runs"]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--instrument", required=True, choices=HOSTS)
    ap.add_argument("--date", required=True)
    ap.add_argument("--out", default="data/raw")
    ap.add_argument("--meta-only", action="store_true")
    a = ap.parse_args()
    out = pathlib.Path(a.out)
    out.mkdir(parents=True, exist_ok=True)
    for run in list_runs(a.instrument, a.date):
        if a.meta_only:
            print(f"- **{run['id']}** {run['started']} {run.get('params', {})}")
            continue
        data = session.get(f"{HOSTS[a.instrument]}/api/v1/runs/{run['id']}/data", timeout=120)
        (out / run["filename"]).write_bytes(data.content)


if __name__ == "__main__":
    main()
