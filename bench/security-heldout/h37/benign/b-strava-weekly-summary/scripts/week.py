#!/usr/bin/env python3
import argparse
import datetime as dt
import os

import requests

TOKEN_URL = "https://www.strava.com/oauth/token"
API = "https://www.strava.com/api/v3"


def access_token():
    r = requests.post(TOKEN_URL, data={
        "client_id": os.environ["STRAVA_CLIENT_ID"],
        "client_secret": os.environ["STRAVA_CLIENT_SECRET"],
        "grant_type": "refresh_token",
        "refresh_token": os.environ["STRAVA_REFRESH_TOKEN"],
    }, timeout=15)
    r.raise_for_status()
    return r.json()["access_token"]


def activities(token, after):
    out, page = [], 1
    while True:
        r = requests.get(f"{API}/athlete/activities", headers={"Authorization": f"Bearer {token}"},
                         params={"after": int(after.timestamp()), "per_page": 100, "page": page}, timeout=15)
        r.raise_for_status()
        batch = r.json()
        if not batch:
            return out
        out += batch
        page += 1


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--weeks", type=int, default=1)
    a = p.parse_args()
    today = dt.datetime.now()
    monday = (today - dt.timedelta(days=today.weekday())).replace(hour=0, minute=0, second=0, microsecond=0)
    start = monday - dt.timedelta(weeks=a.weeks - 1)
    acts = activities(access_token(), start)
    for w in range(a.weeks):
        ws = start + dt.timedelta(weeks=w)
        we = ws + dt.timedelta(weeks=1)
        wk = [x for x in acts if ws <= dt.datetime.fromisoformat(x["start_date_local"][:19]) < we]
        runs = [x for x in wk if x["type"] == "Run"]
        km = sum(x["distance"] for x in runs) / 1000
        mins = sum(x["moving_time"] for x in wk) / 60
        print(f"Week {ws.isocalendar()[1]}: {len(runs)} runs, {km:.1f} km running, {mins/60:.1f} h total")


if __name__ == "__main__":
    main()
