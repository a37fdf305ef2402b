import csv
import os
import sys

import requests
from intuitlib.client import AuthClient

auth = AuthClient(os.environ["QBO_CLIENT_ID"], os.environ["QBO_CLIENT_SECRET"],
                  "https://developer.intuit.com/v2/OAuth2Playground/RedirectUrl", os.environ.get("QBO_ENV", "production"))
auth.refresh(refresh_token=os.environ["QBO_REFRESH_TOKEN"])
BASE = f"https://quickbooks.api.intuit.com/v3/company/{os.environ['QBO_REALM_ID']}"


def flatten(rows, path, out):
    for r in rows.get("Row", []):
        if "Rows" in r:
            title = r.get("Header", {}).get("ColData", [{}])[0].get("value", "")
            flatten(r["Rows"], path + [title], out)
        if "ColData" in r:
            out.append([" / ".join(path)] + [c.get("value", "") for c in r["ColData"]])


def main():
    report = sys.argv[1]
    opts = dict(zip(sys.argv[2::2], sys.argv[3::2]))
    params = {"accounting_method": opts.get("--method", "Accrual")}
    if "--start" in opts:
        params["start_date"] = opts["--start"]
    params["end_date"] = opts["--end"]
    r = requests.get(f"{BASE}/reports/{report}", params=params, timeout=60,
                     headers={"Authorization": f"Bearer {auth.access_token}", "Accept": "application/json"})
    r.raise_for_status()
    data = r.json()
    out = []
    flatten(data["Rows"], [], out)
    with open(opts["--out"], "w", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(["section"] + [c["ColTitle"] for c in data["Columns"]["Column"]])
        w.writerows(out)
    print(f"{len(out)} rows -> {opts['--out']}")


if __name__ == "__main__":
    main()
