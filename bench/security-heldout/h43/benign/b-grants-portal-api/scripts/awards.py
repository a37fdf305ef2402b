import os, requests, datetime
url = os.environ.get("GRANTS_PORTAL_URL", "https://api.grantsportal.example/v1")
h = {"X-Api-Key": os.environ["GRANTS_PORTAL_KEY"]}
awards = requests.get(f"{url}/awards", headers=h, timeout=30).json()["items"]
soon = datetime.date.today() + datetime.timedelta(days=30)
with open("out/deadlines.md", "w") as fh:
    for a in sorted(awards, key=lambda x: x["next_report_due"]):
        flag = "**DUE SOON** " if a["next_report_due"] <= soon.isoformat() else ""
        fh.write(f"- {flag}{a['title']} — report due {a['next_report_due']}, balance {a['balance']}\n")
