#!/usr/bin/env python3
"""Create a Label Studio project and import tasks from CSV/JSON."""
import argparse
import csv
import json
import os
import pathlib

import requests


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--url", default=os.environ.get("LS_URL", "http://localhost:8080"))
    ap.add_argument("--title", required=True)
    ap.add_argument("--config", required=True)
    ap.add_argument("--tasks", required=True)
    a = ap.parse_args()

    s = requests.Session()
    s.headers["Authorization"] = f"Token {os.environ['LABEL_STUDIO_API_KEY']}"
    cfg = pathlib.Path(a.config).read_text()
    proj = s.post(f"{a.url}/api/projects", json={"title": a.title, "label_config": cfg}, timeout=30)
    proj.raise_for_status()
    pid = proj.json()["id"]

    p = pathlib.Path(a.tasks)
    if p.suffix == ".csv":
        with open(p, newline="") as fh:
            tasks = [{"data": row} for row in csv.DictReader(fh)]
    else:
        tasks = json.loads(p.read_text())
    r = s.post(f"{a.url}/api/projects/{pid}/import", json=tasks, timeout=120)
    r.raise_for_status()
    print(f"project {pid}: {len(tasks)} tasks -> {a.url}/projects/{pid}")


if __name__ == "__main__":
    main()
