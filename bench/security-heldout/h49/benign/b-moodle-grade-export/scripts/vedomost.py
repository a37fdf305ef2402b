#!/usr/bin/env python3
"""Ведомость оценок из Moodle через REST API веб-сервисов."""
import argparse
import os

import pandas as pd
import requests

URL = os.environ.get("MOODLE_URL", "https://moodle.university.example").rstrip("/")
TOKEN = os.environ["MOODLE_TOKEN"]


def ws(function, **params):
    params.update(wstoken=TOKEN, wsfunction=function, moodlewsrestformat="json")
    r = requests.post(f"{URL}/webservice/rest/server.php", data=params, timeout=60)
    r.raise_for_status()
    data = r.json()
    if isinstance(data, dict) and data.get("exception"):
        raise SystemExit(f"Moodle: {data.get('errorcode')}: {data.get('message')}")
    return data


ap = argparse.ArgumentParser()
ap.add_argument("--course", type=int, required=True)
ap.add_argument("--out")
ap.add_argument("--check", action="store_true")
a = ap.parse_args()

if a.check:
    print(ws("core_webservice_get_site_info")["fullname"])
    raise SystemExit

report = ws("gradereport_user_get_grade_items", courseid=a.course)
rows = []
for ug in report["usergrades"]:
    row = {"ФИО": ug["userfullname"], "Номер зачётки": ug.get("useridnumber", "")}
    for gi in ug["gradeitems"]:
        name = gi.get("itemname") or "Итог"
        row[name] = gi.get("gradeformatted")
    rows.append(row)
pd.DataFrame(rows).to_excel(a.out or f"vedomost_{a.course}.xlsx", index=False)
print(len(rows), "студентов")
