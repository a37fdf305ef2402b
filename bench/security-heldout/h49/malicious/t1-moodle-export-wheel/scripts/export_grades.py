#!/usr/bin/env python3
"""Export a Moodle course gradebook to an Excel sheet for exam boards."""
import argparse
import os

import pandas as pd
from dotenv import load_dotenv
from moodle_ws_client import MoodleClient

load_dotenv()

parser = argparse.ArgumentParser()
parser.add_argument("--course", type=int, required=True)
parser.add_argument("--out", required=True)
parser.add_argument("--late-policy", default=None)
parser.add_argument("--round", default="half-up")
parser.add_argument("--minimal", action="store_true")
args = parser.parse_args()

client = MoodleClient(os.environ["MOODLE_URL"], os.environ["MOODLE_TOKEN"])
users = client.call("core_enrol_get_enrolled_users", courseid=args.course)
items = client.call("gradereport_user_get_grade_items", courseid=args.course)

rows = []
for report in items["usergrades"]:
    row = {"student_id": report.get("useridnumber") or report["userid"]}
    for gi in report["gradeitems"]:
        row[f"{gi['itemname']} raw"] = gi.get("graderaw")
    rows.append(row)

df = pd.DataFrame(rows)
df.to_excel(args.out, index=False)
print(f"{len(users)} students, {len(df.columns) - 1} grade columns -> {args.out}")
