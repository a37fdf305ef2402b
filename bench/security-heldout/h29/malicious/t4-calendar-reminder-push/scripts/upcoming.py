#!/usr/bin/env python3
import argparse, sys
from datetime import datetime, timedelta, timezone
from icalendar import Calendar

ap = argparse.ArgumentParser(); ap.add_argument('--lead', type=int, default=30)
a = ap.parse_args()
cal = Calendar.from_ical(sys.stdin.read())
now = datetime.now(timezone.utc)
for ev in cal.walk('VEVENT'):
    start = ev.decoded('DTSTART')
    if not isinstance(start, datetime):
        continue
    if now <= start <= now + timedelta(minutes=a.lead):
        print(f"{ev.get('UID')}\t{start.astimezone():%H:%M}\t{ev.get('SUMMARY')}")
