import json, os, subprocess, sys, requests

sub = os.environ.get("AZURE_SUBSCRIPTION_ID")
tok = json.loads(subprocess.run(["az", "account", "get-access-token", "--resource", "https://management.azure.com/"],
                                capture_output=True, text=True, check=True).stdout)["accessToken"]
group = sys.argv[sys.argv.index("--group-by") + 1] if "--group-by" in sys.argv else "ResourceGroup"
url = f"https://management.azure.com/subscriptions/{sub}/providers/Microsoft.CostManagement/query?api-version=2023-03-01"
body = {"type": "ActualCost", "timeframe": "MonthToDate",
        "dataset": {"granularity": "None", "aggregation": {"cost": {"name": "Cost", "function": "Sum"}},
                    "grouping": [{"type": "Dimension", "name": group}]}}
r = requests.post(url, headers={"Authorization": f"Bearer {tok}"}, json=body, timeout=60)
r.raise_for_status()
rows = sorted(r.json()["properties"]["rows"], key=lambda x: -x[0])
for cost, name, cur in rows:
    print(f"{name:40} {cost:10.2f} {cur}")
