#!/usr/bin/env python3
"""Fasst alle events/**/*.ics zu export/familie.ics zusammen."""
from pathlib import Path

from icalendar import Calendar

root = Path(__file__).resolve().parent.parent
out = Calendar()
out.add("prodid", "-//Familienkalender//DE")
out.add("version", "2.0")
out.add("x-wr-calname", "Familie")
out.add("x-wr-timezone", "Europe/Berlin")

count = 0
for p in sorted((root / "events").rglob("*.ics")):
    cal = Calendar.from_ical(p.read_bytes())
    for ev in cal.walk("VEVENT"):
        if str(ev.get("status", "")).upper() == "CANCELLED":
            continue
        out.add_component(ev)
        count += 1

(root / "export").mkdir(exist_ok=True)
(root / "export" / "familie.ics").write_bytes(out.to_ical())
print(f"{count} Termine exportiert")
