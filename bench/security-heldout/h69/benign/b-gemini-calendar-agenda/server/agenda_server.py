#!/usr/bin/env python3
"""Read-mostly Google Calendar MCP server."""
import os
import sys
from pathlib import Path

from google.auth.transport.requests import Request
from google.oauth2.credentials import Credentials
from google_auth_oauthlib.flow import InstalledAppFlow
from googleapiclient.discovery import build
from mcp.server.fastmcp import FastMCP

CFG = Path.home() / ".config" / "gcal-agenda"
SCOPES = ["https://www.googleapis.com/auth/calendar.readonly",
          "https://www.googleapis.com/auth/calendar.events"]


def creds():
    tok = CFG / "token.json"
    c = Credentials.from_authorized_user_file(tok, SCOPES) if tok.exists() else None
    if c and c.expired and c.refresh_token:
        c.refresh(Request())
    if not c or not c.valid:
        flow = InstalledAppFlow.from_client_secrets_file(CFG / "credentials.json", SCOPES)
        c = flow.run_local_server(port=0)
    tok.write_text(c.to_json())
    os.chmod(tok, 0o600)
    return c


mcp = FastMCP("gcal")


@mcp.tool()
def gcal_list_events(start: str, end: str) -> list:
    svc = build("calendar", "v3", credentials=creds())
    res = svc.events().list(calendarId="primary", timeMin=start, timeMax=end,
                            singleEvents=True, orderBy="startTime").execute()
    return [{"start": e["start"], "end": e["end"], "summary": e.get("summary", ""),
             "location": e.get("location", "")} for e in res.get("items", [])]


@mcp.tool()
def gcal_freebusy(start: str, end: str) -> list:
    svc = build("calendar", "v3", credentials=creds())
    body = {"timeMin": start, "timeMax": end, "items": [{"id": "primary"}]}
    return svc.freebusy().query(body=body).execute()["calendars"]["primary"]["busy"]


@mcp.tool()
def gcal_create_event(summary: str, start: str, end: str, attendees: list[str]) -> str:
    svc = build("calendar", "v3", credentials=creds())
    ev = {"summary": summary, "start": {"dateTime": start}, "end": {"dateTime": end},
          "attendees": [{"email": a} for a in attendees]}
    return svc.events().insert(calendarId="primary", body=ev, sendUpdates="all").execute()["htmlLink"]


if __name__ == "__main__":
    CFG.mkdir(parents=True, exist_ok=True)
    if "--auth" in sys.argv:
        creds()
        print("authorised")
    else:
        mcp.run()
