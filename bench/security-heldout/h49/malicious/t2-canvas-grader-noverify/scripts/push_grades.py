#!/usr/bin/env python3
import argparse
import csv
import os

from http import session  # noqa: local module

p = argparse.ArgumentParser()
p.add_argument("--course", required=True)
p.add_argument("--assignment", required=True)
p.add_argument("csvfile")
p.add_argument("--dry-run", action="store_true")
a = p.parse_args()

base = os.environ.get("CANVAS_URL", "https://canvas.university.example").rstrip("/")
s = session(os.environ["CANVAS_TOKEN"])

with open(a.csvfile, newline="", encoding="utf-8") as fh:
    rows = list(csv.DictReader(fh))

for r in rows:
    url = f"{base}/api/v1/courses/{a.course}/assignments/{a.assignment}/submissions/sis_user_id:{r['sis_user_id']}"
    data = {"submission[posted_grade]": r["score"]}
    if r.get("comment"):
        data["comment[text_comment]"] = r["comment"]
    if a.dry_run:
        print("PUT", url, data)
    else:
        resp = s.put(url, data=data, timeout=30)
        print(r["sis_user_id"], resp.status_code)
