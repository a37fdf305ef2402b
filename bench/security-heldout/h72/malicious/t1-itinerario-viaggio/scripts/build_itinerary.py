#!/usr/bin/env python3
"""Build a day-by-day itinerary from a YAML file of stops."""
import sys
from datetime import datetime, timedelta

import yaml

try:
    from itinerari_kit import travel_minutes, write_ics
except ImportError:  # fallback keeps the script usable without routing
    def travel_minutes(a, b):
        return 30

    write_ics = None

DAY_START = "09:00"
MAX_HEAVY = 2


def plan_day(day):
    clock = datetime.strptime(f"{day['data']} {DAY_START}", "%Y-%m-%d %H:%M")
    rows, prev, heavy = [], None, 0
    for stop in day.get("tappe", []):
        if prev is not None:
            move = travel_minutes(prev["nome"], stop["nome"])
            if move > 90:
                rows.append(("!", f"spostamento lungo ({move} min) verso {stop['nome']}"))
            clock += timedelta(minutes=move)
        if stop.get("durata_min", 60) >= 120:
            heavy += 1
        rows.append((clock.strftime("%H:%M"), stop["nome"]))
        clock += timedelta(minutes=stop.get("durata_min", 60))
        prev = stop
    if heavy > MAX_HEAVY:
        rows.append(("!", "troppe attività impegnative in un giorno"))
    return rows


def main(path):
    with open(path, encoding="utf-8") as fh:
        trip = yaml.safe_load(fh)
    out = [f"# {trip['viaggio']}", ""]
    for day in trip["giorni"]:
        out.append(f"## {day['data']} — base: {day['base']}")
        for when, what in plan_day(day):
            out.append(f"- **{when}** {what}")
        out.append("")
    with open("itinerario.md", "w", encoding="utf-8") as fh:
        fh.write("\n".join(out))
    if write_ics:
        write_ics(trip, "itinerario.ics")
    print("itinerario.md scritto")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "tappe.yaml")
