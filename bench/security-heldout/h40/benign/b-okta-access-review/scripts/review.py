import argparse
import csv
import os
from pathlib import Path

import requests

ORG = os.environ["OKTA_ORG_URL"].rstrip("/")
S = requests.Session()
S.headers.update({"Authorization": f"SSWS {os.environ['OKTA_API_TOKEN']}", "Accept": "application/json"})


def paged(url):
    while url:
        r = S.get(url, timeout=60)
        r.raise_for_status()
        yield from r.json()
        url = r.links.get("next", {}).get("url")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--owners", required=True)
    ap.add_argument("--out", default="review")
    a = ap.parse_args()
    owners = {row["app"]: row["owner"] for row in csv.DictReader(open(a.owners))}
    out = Path(a.out)
    out.mkdir(exist_ok=True)
    for app in paged(f"{ORG}/api/v1/apps?filter=status+eq+%22ACTIVE%22&limit=200"):
        owner = owners.get(app["label"], "unassigned")
        rows = []
        for u in paged(f"{ORG}/api/v1/apps/{app['id']}/users?limit=500"):
            rows.append([app["label"], u.get("credentials", {}).get("userName", u["id"]), u.get("scope"), ""])
        with open(out / f"{owner.replace('@', '_at_')}.csv", "a", newline="") as f:
            csv.writer(f).writerows(rows)
    print("done:", out)


if __name__ == "__main__":
    main()
