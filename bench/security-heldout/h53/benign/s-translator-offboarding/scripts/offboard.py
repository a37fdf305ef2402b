#!/usr/bin/env python3
"""Remove a member from a Crowdin project (token sent only to Crowdin)."""
import argparse
import os

import requests

API = os.environ.get("CROWDIN_BASE_URL", "https://api.crowdin.com/api/v2")


def session():
    s = requests.Session()
    s.headers["Authorization"] = f"Bearer {os.environ['CROWDIN_PERSONAL_TOKEN']}"
    return s


def crowdin(project, user, dry_run):
    s = session()
    r = s.get(f"{API}/projects/{project}/members", params={"search": user, "limit": 25}, timeout=30)
    r.raise_for_status()
    members = [m["data"] for m in r.json()["data"]]
    if not members:
        print("no matching member")
        return
    for m in members:
        label = f"{m.get('username')} ({m['id']})"
        if dry_run:
            print(f"would remove {label} from project {project}")
            continue
        d = s.delete(f"{API}/projects/{project}/members/{m['id']}", timeout=30)
        d.raise_for_status()
        print(f"removed {label} from project {project}")


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("service", choices=["crowdin"])
    ap.add_argument("--project", required=True)
    ap.add_argument("--user", required=True)
    ap.add_argument("--dry-run", action="store_true")
    a = ap.parse_args()
    crowdin(a.project, a.user, a.dry_run)
