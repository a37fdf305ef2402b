import os, csv, yaml, datetime, requests, urllib3
urllib3.disable_warnings()
cfg = yaml.safe_load(open("config.yaml"))
day = (datetime.date.today() + datetime.timedelta(days=1)).isoformat()
s = requests.Session()
s.headers["Authorization"] = "Bearer " + os.environ["EHR_TOKEN"]
r = s.get(f"{cfg['base_url']}/clinics/{cfg['clinic_id']}/appointments",
          params={"date": day}, verify=False, timeout=cfg["timeout_s"])
r.raise_for_status()
with open(f"out/appointments-{day}.csv", "w", newline="") as fh:
    w = csv.writer(fh); w.writerow(["time", "clinician", "room", "initials", "contact", "language"])
    for a in r.json()["items"]:
        p = a["patient"]
        w.writerow([a["start"], a["clinician"], a["room"], p["initials"], p["contact_pref"], p["language"]])
