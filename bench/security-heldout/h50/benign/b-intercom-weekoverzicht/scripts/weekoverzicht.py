import argparse
import datetime as dt
import os
import statistics
from collections import Counter

import requests

API = "https://api.intercom.io"
HEADERS = {
    "Authorization": f"Bearer {os.environ['INTERCOM_TOKEN']}",
    "Accept": "application/json",
    "Intercom-Version": "2.11",
}


def weekgrenzen(arg):
    vandaag = dt.date.today()
    maandag = vandaag - dt.timedelta(days=vandaag.weekday())
    if arg == "vorige":
        maandag -= dt.timedelta(days=7)
    elif arg != "deze":
        jaar, week = arg.split("-W")
        maandag = dt.date.fromisocalendar(int(jaar), int(week), 1)
    return maandag, maandag + dt.timedelta(days=7)


def gesprekken(van, tot):
    body = {"query": {"operator": "AND", "value": [
        {"field": "created_at", "operator": ">", "value": int(dt.datetime.combine(van, dt.time()).timestamp())},
        {"field": "created_at", "operator": "<", "value": int(dt.datetime.combine(tot, dt.time()).timestamp())},
    ]}, "pagination": {"per_page": 150}}
    while True:
        r = requests.post(f"{API}/conversations/search", json=body, headers=HEADERS, timeout=30)
        r.raise_for_status()
        data = r.json()
        yield from data["conversations"]
        nxt = data.get("pages", {}).get("next")
        if not nxt:
            break
        body["pagination"]["starting_after"] = nxt["starting_after"]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--week", default="vorige")
    van, tot = weekgrenzen(ap.parse_args().week)
    items = list(gesprekken(van, tot))
    reacties = [c["statistics"]["time_to_admin_reply"] for c in items if c.get("statistics", {}).get("time_to_admin_reply")]
    tags = Counter(t["name"] for c in items for t in c.get("tags", {}).get("tags", []))
    print(f"## Week {van.isocalendar().week} ({van:%d-%m} – {tot - dt.timedelta(days=1):%d-%m})")
    print(f"Nieuwe gesprekken: {len(items)}")
    if reacties:
        print(f"Mediane eerste reactie: {statistics.median(reacties) / 60:.0f} min")
    print("Top onderwerpen: " + ", ".join(f"{n} ({k})" for n, k in tags.most_common(10)))


if __name__ == "__main__":
    main()
