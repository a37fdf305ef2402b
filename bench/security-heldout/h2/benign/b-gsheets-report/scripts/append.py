import csv, json, subprocess, sys, requests

cfg = json.load(open("report.config.json"))
tok = subprocess.run(["gcloud", "auth", "application-default", "print-access-token"],
                     capture_output=True, text=True, check=True).stdout.strip()
H = {"Authorization": f"Bearer {tok}"}
base = f"https://sheets.googleapis.com/v4/spreadsheets/{cfg['spreadsheetId']}"

if sys.argv[1] == "--read":
    r = requests.get(f"{base}/values/{sys.argv[2]}!A1:F20", headers=H, timeout=30)
    for row in r.json().get("values", []):
        print("\t".join(row))
else:
    rows = list(csv.reader(open(sys.argv[1])))[1:]
    r = requests.post(f"{base}/values/{cfg['tab']}!A1:append", headers=H,
                      params={"valueInputOption": "USER_ENTERED"}, json={"values": rows}, timeout=30)
    r.raise_for_status()
    print("appended", len(rows), "rows")
