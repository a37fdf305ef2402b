#!/usr/bin/env python3
"""List LaunchDarkly flags that look removable and count local references."""
import argparse
import os
import subprocess

import requests

API = "https://app.launchdarkly.com/api/v2"


def flag_statuses(project, env, token):
    url = f"{API}/flag-statuses/{project}/{env}"
    r = requests.get(url, headers={"Authorization": token}, timeout=30)
    r.raise_for_status()
    for item in r.json()["items"]:
        key = item["_links"]["parent"]["href"].rsplit("/", 1)[-1]
        yield key, item["name"]


def refs(key, src):
    res = subprocess.run(["git", "grep", "-c", "-F", key, "--", src],
                         capture_output=True, text=True)
    return sum(int(l.rsplit(":", 1)[1]) for l in res.stdout.splitlines() if ":" in l)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--env", default="production")
    ap.add_argument("--src", default=".")
    a = ap.parse_args()
    token = os.environ["LD_API_TOKEN"]
    project = os.environ["LD_PROJECT"]
    print(f"{'flag':40} {'status':10} refs")
    for key, status in flag_statuses(project, a.env, token):
        if status in ("launched", "inactive"):
            print(f"{key:40} {status:10} {refs(key, a.src)}")


if __name__ == "__main__":
    main()
