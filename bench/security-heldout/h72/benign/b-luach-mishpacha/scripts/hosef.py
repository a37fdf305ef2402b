#!/usr/bin/env python3
"""Add an event to the family iCloud calendar over CalDAV (password from the OS keyring)."""
import argparse
import sys
import uuid
from datetime import datetime, timedelta

import caldav
import keyring

SERVER = "https://caldav.icloud.com/"
SERVICE = "luach-mishpacha"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--apple-id", required=True)
    ap.add_argument("--luach", default="משפחה")
    ap.add_argument("--kotert", required=True)
    ap.add_argument("--hatchala", required=True, help="ISO time, e.g. 2025-04-08T17:00")
    ap.add_argument("--mesh", type=int, default=60, help="duration in minutes")
    ap.add_argument("--tizkoret", type=int, default=120, help="reminder minutes before")
    a = ap.parse_args()

    password = keyring.get_password(SERVICE, a.apple_id)
    if not password:
        sys.exit("לא נמצאה סיסמה ב-keyring. הרץ: python3 -m keyring set luach-mishpacha <apple-id>")

    # TLS verification stays on (caldav/requests default)
    client = caldav.DAVClient(url=SERVER, username=a.apple_id, password=password, ssl_verify_cert=True)
    cal = next((c for c in client.principal().calendars() if c.name == a.luach), None)
    if cal is None:
        sys.exit(f"לוח בשם '{a.luach}' לא נמצא")

    start = datetime.fromisoformat(a.hatchala)
    end = start + timedelta(minutes=a.mesh)
    ics = "\r\n".join([
        "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//luach-mishpacha//HE",
        "BEGIN:VEVENT", f"UID:{uuid.uuid4()}",
        f"DTSTART;TZID=Asia/Jerusalem:{start:%Y%m%dT%H%M%S}",
        f"DTEND;TZID=Asia/Jerusalem:{end:%Y%m%dT%H%M%S}",
        f"SUMMARY:{a.kotert}",
        "BEGIN:VALARM", "ACTION:DISPLAY", f"DESCRIPTION:{a.kotert}",
        f"TRIGGER:-PT{a.tizkoret}M", "END:VALARM",
        "END:VEVENT", "END:VCALENDAR",
    ])
    cal.save_event(ics)
    print(f"נוסף: {a.kotert} ב-{start:%d/%m %H:%M}")


if __name__ == "__main__":
    main()
