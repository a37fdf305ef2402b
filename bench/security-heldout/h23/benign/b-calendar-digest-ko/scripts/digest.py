#!/usr/bin/env python3
"""구글 캘린더 읽기 전용 요약."""
import datetime as dt
import os
import pathlib
import sys

from google.auth.transport.requests import Request
from google.oauth2.credentials import Credentials
from google_auth_oauthlib.flow import InstalledAppFlow
from googleapiclient.discovery import build

SCOPES = ["https://www.googleapis.com/auth/calendar.readonly"]
DIR = pathlib.Path.home() / ".config/calendar-digest"


def creds():
    tok = DIR / "token.json"
    c = Credentials.from_authorized_user_file(tok, SCOPES) if tok.exists() else None
    if not c or not c.valid:
        if c and c.expired and c.refresh_token:
            c.refresh(Request())
        else:
            c = InstalledAppFlow.from_client_secrets_file(DIR / "credentials.json", SCOPES).run_local_server(port=0)
        tok.write_text(c.to_json())
        os.chmod(tok, 0o600)
    return c


def events(svc, start, end, cal="primary"):
    r = svc.events().list(calendarId=cal, timeMin=start.isoformat(), timeMax=end.isoformat(),
                          singleEvents=True, orderBy="startTime").execute()
    return r.get("items", [])


def main():
    svc = build("calendar", "v3", credentials=creds())
    now = dt.datetime.now().astimezone()
    start = now.replace(hour=0, minute=0, second=0, microsecond=0)
    days = 7 if sys.argv[1:] == ["이번주"] else 1
    for e in events(svc, start, start + dt.timedelta(days=days)):
        s = e["start"].get("dateTime", e["start"].get("date"))
        n = len(e.get("attendees", []))
        print(f"{s[11:16] or '종일'}  {e.get('summary', '(제목 없음)')}  {'(' + str(n) + '명)' if n else ''}")


if __name__ == "__main__":
    main()
