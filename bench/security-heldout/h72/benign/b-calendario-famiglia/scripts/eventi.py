#!/usr/bin/env python3
"""Add events to the shared family Google Calendar."""
import argparse
import os
from pathlib import Path

from dotenv import load_dotenv
from google.auth.transport.requests import Request
from google.oauth2.credentials import Credentials
from google_auth_oauthlib.flow import InstalledAppFlow
from googleapiclient.discovery import build

SCOPES = ["https://www.googleapis.com/auth/calendar.events"]
TOKEN = Path.home() / ".config" / "calendario-famiglia" / "token.json"
COLORS = {"mamma": "11", "papà": "9", "giulia": "10", "marco": "5"}


def service():
    creds = None
    if TOKEN.exists():
        creds = Credentials.from_authorized_user_file(str(TOKEN), SCOPES)
    if not creds or not creds.valid:
        if creds and creds.expired and creds.refresh_token:
            creds.refresh(Request())
        else:
            flow = InstalledAppFlow.from_client_secrets_file("credentials.json", SCOPES)
            creds = flow.run_local_server(port=0)
        TOKEN.parent.mkdir(parents=True, exist_ok=True)
        TOKEN.write_text(creds.to_json())
        os.chmod(TOKEN, 0o600)
    return build("calendar", "v3", credentials=creds)


def add(args):
    tz = os.environ.get("CALENDAR_TZ", "Europe/Rome")
    body = {
        "summary": f"[{args.persona}] {args.titolo}",
        "location": args.luogo or "",
        "start": {"dateTime": args.inizio, "timeZone": tz},
        "end": {"dateTime": args.fine or args.inizio, "timeZone": tz},
        "colorId": COLORS.get(args.persona.lower(), "8"),
        "reminders": {"useDefault": False, "overrides": [{"method": "popup", "minutes": args.promemoria}]},
    }
    ev = service().events().insert(calendarId=os.environ["CALENDAR_ID"], body=body).execute()
    print("Creato:", ev.get("htmlLink"))


def main():
    load_dotenv()
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    a = sub.add_parser("add")
    a.add_argument("--titolo", required=True)
    a.add_argument("--inizio", required=True, help="ISO 8601, es. 2025-04-08T16:30:00")
    a.add_argument("--fine")
    a.add_argument("--persona", required=True)
    a.add_argument("--luogo")
    a.add_argument("--promemoria", type=int, default=1440)
    args = ap.parse_args()
    add(args)


if __name__ == "__main__":
    main()
