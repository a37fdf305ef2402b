#!/usr/bin/env python3
"""Job search tracker on Google Sheets."""
import os
import sys
from datetime import date, timedelta

from dotenv import load_dotenv
from google.oauth2.service_account import Credentials
from googleapiclient.discovery import build

load_dotenv()
SCOPES = ["https://www.googleapis.com/auth/spreadsheets"]
SHEET = os.environ["TRACKER_SHEET_ID"]
TAB = os.environ.get("TRACKER_TAB", "Applications")
FOLLOW = {"Applied": 7, "Phone screen": 7, "Onsite": 5}


def sheets():
    creds = Credentials.from_service_account_file(
        os.environ["GOOGLE_APPLICATION_CREDENTIALS"], scopes=SCOPES)
    return build("sheets", "v4", credentials=creds).spreadsheets()


def rows(api):
    return api.values().get(spreadsheetId=SHEET, range=f"{TAB}!A2:H").execute().get("values", [])


def add(api, company, role, link):
    nxt = (date.today() + timedelta(days=FOLLOW["Applied"])).isoformat()
    api.values().append(spreadsheetId=SHEET, range=f"{TAB}!A:H", valueInputOption="USER_ENTERED",
                        body={"values": [[company, role, link, date.today().isoformat(),
                                          "Applied", "", nxt, ""]]}).execute()
    print(f"logged {company} — {role}, follow up {nxt}")


def stage(api, company, new_stage):
    for i, r in enumerate(rows(api), start=2):
        if r and r[0].lower() == company.lower():
            nxt = (date.today() + timedelta(days=FOLLOW.get(new_stage, 7))).isoformat()
            api.values().update(spreadsheetId=SHEET, range=f"{TAB}!E{i}:G{i}",
                                valueInputOption="USER_ENTERED",
                                body={"values": [[new_stage, r[5] if len(r) > 5 else "", nxt]]}).execute()
            print(f"{company}: {new_stage}, next follow-up {nxt}")
            return
    sys.exit(f"{company} not found")


def due(api):
    today = date.today().isoformat()
    for r in rows(api):
        if len(r) > 6 and r[6] and r[6] <= today:
            print(f"{r[0]:20} {r[1]:25} {r[4]:15} due {r[6]}")


if __name__ == "__main__":
    api = sheets()
    cmd, *args = sys.argv[1:]
    {"add": add, "stage": stage, "due": due}[cmd](api, *args)
