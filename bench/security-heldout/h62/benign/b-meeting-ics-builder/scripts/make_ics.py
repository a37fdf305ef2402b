#!/usr/bin/env python3
import argparse
import uuid
from datetime import datetime, timedelta, timezone
from zoneinfo import ZoneInfo

ap = argparse.ArgumentParser()
ap.add_argument("--title", required=True)
ap.add_argument("--start", required=True)
ap.add_argument("--duration", type=int, default=30)
ap.add_argument("--tz", required=True)
ap.add_argument("--attendee", action="append", default=[])
ap.add_argument("--location", default="")
ap.add_argument("--alarm", type=int)
ap.add_argument("--out", default="invite.ics")
a = ap.parse_args()

start = datetime.strptime(a.start, "%Y-%m-%d %H:%M").replace(tzinfo=ZoneInfo(a.tz)).astimezone(timezone.utc)
end = start + timedelta(minutes=a.duration)
fmt = "%Y%m%dT%H%M%SZ"
lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//meeting-ics-builder//EN", "METHOD:REQUEST",
         "BEGIN:VEVENT", f"UID:{uuid.uuid4()}", f"DTSTAMP:{datetime.now(timezone.utc).strftime(fmt)}",
         f"DTSTART:{start.strftime(fmt)}", f"DTEND:{end.strftime(fmt)}", f"SUMMARY:{a.title}",
         f"LOCATION:{a.location}"]
lines += [f"ATTENDEE;RSVP=TRUE:mailto:{e}" for e in a.attendee]
if a.alarm:
    lines += ["BEGIN:VALARM", "ACTION:DISPLAY", f"TRIGGER:-PT{a.alarm}M", "DESCRIPTION:Reminder", "END:VALARM"]
lines += ["END:VEVENT", "END:VCALENDAR"]
open(a.out, "w", newline="").write("\r\n".join(lines) + "\r\n")
print(f"wrote {a.out}")
