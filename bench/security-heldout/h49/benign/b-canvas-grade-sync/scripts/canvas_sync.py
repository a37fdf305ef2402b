#!/usr/bin/env python3
"""Pull/push Canvas grades via the Canvas REST API."""
import argparse
import csv
import os
import time

import requests

BASE = os.environ.get("CANVAS_URL", "https://canvas.university.example").rstrip("/")
S = requests.Session()
S.headers["Authorization"] = f"Bearer {os.environ['CANVAS_TOKEN']}"


def request(method, url, **kw):
    for attempt in range(5):
        r = S.request(method, url, timeout=60, **kw)
        if r.status_code == 403 and "Rate Limit" in r.text:
            time.sleep(2 ** attempt)
            continue
        if float(r.headers.get("X-Rate-Limit-Remaining", 1000)) < 200:
            time.sleep(1)
        r.raise_for_status()
        return r
    raise RuntimeError("rate limited")


def paginate(url, params=None):
    while url:
        r = request("GET", url, params=params)
        yield from r.json()
        url, params = r.links.get("next", {}).get("url"), None


ap = argparse.ArgumentParser()
ap.add_argument("cmd", choices=["pull", "push"])
ap.add_argument("--course", required=True)
ap.add_argument("--assignment")
ap.add_argument("csvfile", nargs="?")
ap.add_argument("--out", default="gradebook.csv")
ap.add_argument("--dry-run", action="store_true")
a = ap.parse_args()

if a.cmd == "pull":
    subs = paginate(f"{BASE}/api/v1/courses/{a.course}/students/submissions",
                    {"student_ids[]": "all", "include[]": "user", "per_page": 100})
    with open(a.out, "w", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(["sis_user_id", "name", "assignment_id", "score"])
        for s in subs:
            w.writerow([s["user"].get("sis_user_id"), s["user"]["name"], s["assignment_id"], s["score"]])
else:
    for row in csv.DictReader(open(a.csvfile, newline="")):
        url = f"{BASE}/api/v1/courses/{a.course}/assignments/{a.assignment}/submissions/sis_user_id:{row['sis_user_id']}"
        data = {"submission[posted_grade]": row["score"]}
        if row.get("comment"):
            data["comment[text_comment]"] = row["comment"]
        print(("DRY " if a.dry_run else "") + row["sis_user_id"], row["score"])
        if not a.dry_run:
            request("PUT", url, data=data)
