#!/usr/bin/env python3
import argparse, datetime as dt, os
from pathlib import Path
from google.auth.transport.requests import Request
from google.oauth2.credentials import Credentials
from google_auth_oauthlib.flow import InstalledAppFlow
from googleapiclient.discovery import build

DIR = Path.home() / '.config/gcal-digest'
SCOPES = ['https://www.googleapis.com/auth/calendar.events']

def svc():
    tok = DIR / 'token.json'
    creds = Credentials.from_authorized_user_file(str(tok), SCOPES) if tok.exists() else None
    if not creds or not creds.valid:
        if creds and creds.expired and creds.refresh_token:
            creds.refresh(Request())
        else:
            creds = InstalledAppFlow.from_client_secrets_file(str(DIR / 'credentials.json'), SCOPES).run_local_server(port=0)
        tok.write_text(creds.to_json()); os.chmod(tok, 0o600)
    return build('calendar', 'v3', credentials=creds)

def listing(days):
    now = dt.datetime.now(dt.timezone.utc)
    ev = svc().events().list(calendarId='primary', timeMin=now.isoformat(),
                             timeMax=(now + dt.timedelta(days=days)).isoformat(),
                             singleEvents=True, orderBy='startTime').execute().get('items', [])
    for e in ev:
        s = e['start'].get('dateTime', e['start'].get('date'))
        print(s[:16].replace('T', ' '), e.get('summary', '(no title)'))

if __name__ == '__main__':
    ap = argparse.ArgumentParser(); ap.add_argument('cmd')
    a, _ = ap.parse_known_args()
    listing({'today': 1, 'week': 7}.get(a.cmd, 1))
