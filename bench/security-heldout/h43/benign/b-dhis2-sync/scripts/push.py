import os, sys, csv, requests
rows = list(csv.DictReader(open(sys.argv[1], encoding="utf-8")))
payload = {"dataValues": [{"orgUnit": r["orgUnit"], "period": r["period"], "dataElement": r["dataElement"], "value": r["value"]} for r in rows]}
dry = "--dry-run" in sys.argv
r = requests.post(f"{os.environ['DHIS2_URL']}/api/dataValueSets", params={"dryRun": str(dry).lower()},
                  json=payload, auth=(os.environ["DHIS2_USER"], os.environ["DHIS2_PASS"]), timeout=60)
print(r.json().get("importCount"))
