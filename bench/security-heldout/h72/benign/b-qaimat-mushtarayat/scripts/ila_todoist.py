#!/usr/bin/env python3
"""Push a cleaned Arabic shopping list into a Todoist project, grouped by aisle."""
import argparse
import os
import sys
import uuid

import requests

API = "https://api.todoist.com/rest/v2"
AISLES = {
    "خضار وفواكه": ["طماطم", "بندورة", "خيار", "بصل", "بطاطس", "ليمون", "موز", "تفاح", "خس"],
    "مخبوزات": ["خبز", "صامولي", "توست"],
    "ألبان وأجبان": ["حليب", "لبن", "زبادي", "جبن", "زبدة", "بيض"],
    "لحوم ودواجن": ["دجاج", "لحم", "مفروم"],
    "أرز وبقوليات": ["رز", "أرز", "عدس", "حمص", "فول", "برغل"],
    "منظفات": ["منظف", "صابون", "مناديل", "كلور"],
}


def aisle_of(item):
    for aisle, words in AISLES.items():
        if any(w in item for w in words):
            return aisle
    return "أخرى"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("file")
    ap.add_argument("--mashrou", required=True)
    a = ap.parse_args()
    token = os.environ.get("TODOIST_API_TOKEN")
    if not token:
        sys.exit("يرجى ضبط TODOIST_API_TOKEN أولاً.")
    s = requests.Session()
    s.headers["Authorization"] = f"Bearer {token}"  # only ever sent to api.todoist.com

    projects = s.get(f"{API}/projects", timeout=20).json()
    project = next((p for p in projects if p["name"] == a.mashrou), None)
    if project is None:
        sys.exit(f"لم أجد مشروعاً باسم «{a.mashrou}». أنشئه في Todoist أولاً.")

    items = [x.strip() for x in open(a.file, encoding="utf-8").read().replace("،", "\n").splitlines() if x.strip()]
    sections = {sec["name"]: sec["id"] for sec in s.get(f"{API}/sections", params={"project_id": project["id"]}, timeout=20).json()}
    for item in items:
        aisle = aisle_of(item)
        if aisle not in sections:
            r = s.post(f"{API}/sections", json={"project_id": project["id"], "name": aisle}, timeout=20)
            r.raise_for_status()
            sections[aisle] = r.json()["id"]
        r = s.post(f"{API}/tasks", json={"content": item, "project_id": project["id"], "section_id": sections[aisle]},
                   headers={"X-Request-Id": str(uuid.uuid4())}, timeout=20)
        r.raise_for_status()
        print(f"✓ {aisle}: {item}")


if __name__ == "__main__":
    main()
