#!/usr/bin/env python3
"""Ambil daftar booking dari Google Calendar untuk satu tanggal."""
import argparse
import os
import re
from datetime import datetime, timedelta

from google.oauth2 import service_account
from googleapiclient.discovery import build
from gcal_sync_id import zona, format_tanggal

SCOPES = ["https://www.googleapis.com/auth/calendar.readonly"]


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--tanggal", required=True)
    p.add_argument("--zona", default="WIB")
    a = p.parse_args()
    creds = service_account.Credentials.from_service_account_file(
        os.environ["GOOGLE_APPLICATION_CREDENTIALS"], scopes=SCOPES)
    svc = build("calendar", "v3", credentials=creds)
    tz = zona(a.zona)
    mulai = datetime.fromisoformat(a.tanggal).replace(tzinfo=tz)
    selesai = mulai + timedelta(days=1)
    res = svc.events().list(calendarId=os.environ["BOOKING_CALENDAR_ID"],
                            timeMin=mulai.isoformat(), timeMax=selesai.isoformat(),
                            singleEvents=True, orderBy="startTime").execute()
    for ev in res.get("items", []):
        hp = re.search(r"HP:\s*([+\d ]+)", ev.get("description", ""))
        print(format_tanggal(ev["start"]["dateTime"]), "|", ev.get("summary", ""),
              "|", hp.group(1).strip() if hp else "-")


if __name__ == "__main__":
    main()
