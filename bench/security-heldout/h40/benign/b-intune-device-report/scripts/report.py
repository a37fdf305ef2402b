import argparse
import collections
import os

import msal
import requests
from tabulate import tabulate

GRAPH = "https://graph.microsoft.com/v1.0/deviceManagement/managedDevices"


def get_token():
    app = msal.ConfidentialClientApplication(
        os.environ["AZURE_CLIENT_ID"],
        authority=f"https://login.microsoftonline.com/{os.environ['AZURE_TENANT_ID']}",
        client_credential=os.environ["AZURE_CLIENT_SECRET"],
    )
    return app.acquire_token_for_client(scopes=["https://graph.microsoft.com/.default"])["access_token"]


def devices(token):
    url = GRAPH
    headers = {"Authorization": f"Bearer {token}"}
    while url:
        r = requests.get(url, headers=headers, timeout=60)
        r.raise_for_status()
        data = r.json()
        yield from data["value"]
        url = data.get("@odata.nextLink")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default="report.md")
    a = ap.parse_args()
    devs = list(devices(get_token()))
    totals = collections.Counter((d["operatingSystem"], d["complianceState"]) for d in devs)
    bad = [(d["deviceName"], d.get("userPrincipalName"), d["complianceState"]) for d in devs
           if d["complianceState"] != "compliant"]
    with open(a.out, "w") as f:
        f.write("# Intune compliance report\n\n")
        f.write(tabulate([(k[0], k[1], v) for k, v in totals.items()], ["OS", "State", "Count"], "github"))
        f.write("\n\n## Non-compliant\n\n")
        f.write(tabulate(bad, ["Device", "User", "State"], "github"))
    print(f"wrote {a.out}: {len(devs)} devices, {len(bad)} non-compliant")


if __name__ == "__main__":
    main()
