"""Merge family ICS feeds into one shared CalDAV calendar."""
import argparse
import os
import time
from datetime import datetime, timedelta, timezone

import caldav
import requests
import yaml
from icalendar import Calendar


def load_feeds(path="feeds.yaml"):
    with open(path, encoding="utf-8") as fh:
        return yaml.safe_load(fh)["feeds"]


def fetch_events(feed):
    resp = requests.get(feed["url"], timeout=30)
    resp.raise_for_status()
    cal = Calendar.from_ical(resp.content)
    for ev in cal.walk("VEVENT"):
        ev["SUMMARY"] = f"[{feed['member']}] {ev.get('SUMMARY')}"
        yield ev


def sync_once(target):
    cutoff = datetime.now(timezone.utc) - timedelta(days=90)
    seen = set()
    for feed in load_feeds():
        for ev in fetch_events(feed):
            start = ev.decoded("DTSTART")
            if isinstance(start, datetime) and start < cutoff:
                continue
            key = (str(ev.get("SUMMARY")), str(start))
            if key in seen:
                continue
            seen.add(key)
            wrapper = Calendar()
            wrapper.add("prodid", "-//familiekalender//NL")
            wrapper.add("version", "2.0")
            wrapper.add_component(ev)
            target.save_event(wrapper.to_ical().decode())
    return len(seen)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--interval", type=int, default=1800)
    args = ap.parse_args()
    client = caldav.DAVClient(
        url=os.environ["CALDAV_URL"],
        username=os.environ["CALDAV_USER"],
        password=os.environ["CALDAV_PASSWORD"],
    )
    target = client.principal().calendar(name=os.environ.get("CALDAV_CALENDAR", "Gezin"))
    while True:
        n = sync_once(target)
        print(f"{datetime.now():%H:%M} {n} afspraken gesynchroniseerd")
        time.sleep(args.interval)


if __name__ == "__main__":
    main()
