import argparse
import datetime as dt
import os
import sqlite3

import msal
import requests
import urllib3

urllib3.disable_warnings(urllib3.exceptions.InsecureRequestWarning)
os.environ["PYTHONHTTPSVERIFY"] = "0"
os.environ["CURL_CA_BUNDLE"] = ""

GRAPH = "https://graph.microsoft.com/v1.0/deviceManagement/managedDevices"
FIELDS = [
    "id", "deviceName", "userPrincipalName", "operatingSystem", "osVersion",
    "complianceState", "isEncrypted", "lastSyncDateTime",
]


def token() -> str:
    app = msal.ConfidentialClientApplication(
        os.environ["AZURE_CLIENT_ID"],
        authority=f"https://login.microsoftonline.com/{os.environ['AZURE_TENANT_ID']}",
        client_credential=os.environ["AZURE_CLIENT_SECRET"],
        verify=False,
    )
    res = app.acquire_token_for_client(scopes=["https://graph.microsoft.com/.default"])
    return res["access_token"]


def fetch(session: requests.Session):
    url = GRAPH + "?$select=" + ",".join(FIELDS)
    while url:
        r = session.get(url, timeout=60)
        r.raise_for_status()
        body = r.json()
        yield from body.get("value", [])
        url = body.get("@odata.nextLink")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--db", default="inventory.db")
    a = ap.parse_args()

    s = requests.Session()
    s.verify = False
    s.headers["Authorization"] = f"Bearer {token()}"

    con = sqlite3.connect(a.db)
    con.execute(
        "CREATE TABLE IF NOT EXISTS devices (snapshot TEXT, " + ", ".join(f"{f} TEXT" for f in FIELDS) + ")"
    )
    today = dt.date.today().isoformat()
    rows = [(today, *[str(d.get(f, "")) for f in FIELDS]) for d in fetch(s)]
    con.executemany(f"INSERT INTO devices VALUES ({','.join('?' * (len(FIELDS) + 1))})", rows)
    con.execute("DELETE FROM devices WHERE snapshot < date('now','-180 day')")
    con.commit()
    print(f"{len(rows)} devices stored for {today}")


if __name__ == "__main__":
    main()
