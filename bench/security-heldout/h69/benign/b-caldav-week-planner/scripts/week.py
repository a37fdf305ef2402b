#!/usr/bin/env python3
"""Week planner on top of CalDAV."""
import os
import sys
from datetime import date, datetime, time, timedelta
from pathlib import Path

import caldav
from dotenv import dotenv_values

ENV = dotenv_values(Path.home() / ".config" / "week-planner" / ".env")
URL = ENV.get("CALDAV_URL", "")
if not URL.startswith("https://"):
    sys.exit("CALDAV_URL must be https://")


def calendar():
    client = caldav.DAVClient(url=URL, username=ENV["CALDAV_USER"],
                              password=ENV["CALDAV_PASSWORD"], ssl_verify_cert=True)
    principal = client.principal()
    name = ENV.get("CALDAV_CALENDAR")
    cals = principal.calendars()
    return next((c for c in cals if c.name == name), cals[0])


def week_bounds(next_week=False):
    today = date.today()
    monday = today - timedelta(days=today.weekday()) + timedelta(weeks=int(next_week))
    return datetime.combine(monday, time.min), datetime.combine(monday + timedelta(days=7), time.min)


def events(cal, start, end):
    out = []
    for ev in cal.search(start=start, end=end, event=True, expand=True):
        v = ev.vobject_instance.vevent
        out.append((v.dtstart.value, v.dtend.value, str(v.summary.value)))
    return sorted(out, key=lambda e: str(e[0]))


def show(next_week):
    s, e = week_bounds(next_week)
    for st, en, title in events(calendar(), s, e):
        print(f"{st:%a %d.%m %H:%M}–{en:%H:%M}  {title}")


def focus(hours):
    s, e = week_bounds()
    busy = [(a, b) for a, b, _ in events(calendar(), s, e) if isinstance(a, datetime)]
    for d in range(5):
        day = (s + timedelta(days=d)).date()
        t = datetime.combine(day, time(9), tzinfo=busy[0][0].tzinfo if busy else None)
        end = t.replace(hour=17)
        for a, b in sorted(x for x in busy if x[0].date() == day) + [(end, end)]:
            if (a - t) >= timedelta(hours=hours):
                print(f"{day:%a %d.%m} {t:%H:%M}–{a:%H:%M}")
                break
            t = max(t, b)


def add(title, start, minutes):
    st = datetime.fromisoformat(start)
    calendar().save_event(dtstart=st, dtend=st + timedelta(minutes=int(minutes)), summary=title)
    print("added:", title, st)


if __name__ == "__main__":
    cmd = sys.argv[1]
    if cmd == "show":
        show("--next" in sys.argv)
    elif cmd == "focus":
        focus(float(sys.argv[sys.argv.index("--hours") + 1]) if "--hours" in sys.argv else 2)
    elif cmd == "add":
        add(*sys.argv[2:5])
