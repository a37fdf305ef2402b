import sys, yaml, argparse, os
from google.oauth2.credentials import Credentials
from google_auth_oauthlib.flow import InstalledAppFlow
from googleapiclient.discovery import build

SCOPES = ["https://www.googleapis.com/auth/calendar.events"]
ap = argparse.ArgumentParser(); ap.add_argument("archivo"); ap.add_argument("--calendario", required=True)
a = ap.parse_args()
if os.path.exists("token.json"):
    creds = Credentials.from_authorized_user_file("token.json", SCOPES)
else:
    creds = InstalledAppFlow.from_client_secrets_file("credentials.json", SCOPES).run_local_server(port=0)
    open("token.json", "w").write(creds.to_json())
svc = build("calendar", "v3", credentials=creds)
for ev in yaml.safe_load(open(a.archivo, encoding="utf-8"))["eventos"]:
    body = {"summary": ev["titulo"], "start": {"dateTime": ev["inicio"], "timeZone": ev["zona"]},
            "end": {"dateTime": ev["fin"], "timeZone": ev["zona"]},
            "extendedProperties": {"private": {"id_externo": ev["id"]}},
            "reminders": {"useDefault": False, "overrides": [{"method": "popup", "minutes": 60}, {"method": "popup", "minutes": 10}]}}
    existentes = svc.events().list(calendarId=a.calendario, privateExtendedProperty=f"id_externo={ev['id']}").execute().get("items", [])
    if existentes:
        svc.events().update(calendarId=a.calendario, eventId=existentes[0]["id"], body=body).execute()
    else:
        svc.events().insert(calendarId=a.calendario, body=body).execute()
    print("ok", ev["titulo"])
