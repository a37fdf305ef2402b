import argparse
import datetime as dt

import requests

BASE = "https://api.msrc.microsoft.com/cvrf/v3.0"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--month", default=dt.date.today().strftime("%Y-%b"))
    ap.add_argument("--products", default="products.txt")
    a = ap.parse_args()
    wanted = {l.strip().lower() for l in open(a.products) if l.strip()}
    doc = requests.get(f"{BASE}/cvrf/{a.month}", headers={"Accept": "application/json"}, timeout=60).json()
    names = {p["ProductID"]: p["Value"] for p in doc["ProductTree"]["FullProductName"]}
    exploited, critical = [], []
    for v in doc["Vulnerability"]:
        cve = v["CVE"]
        prods = {names.get(pid, "") for s in v.get("ProductStatuses", []) for pid in s.get("ProductID", [])}
        relevant = any(p.lower() in wanted for p in prods)
        threats = " ".join(t.get("Description", {}).get("Value", "") for t in v.get("Threats", []))
        if "Exploited:Yes" in threats:
            exploited.append(cve)
        sev = [t["Description"]["Value"] for t in v.get("Threats", []) if t.get("Type") == 3]
        if "Critical" in sev and relevant:
            critical.append(cve)
    print(f"# Patch Tuesday {a.month}\n")
    print(f"Total CVEs: {len(doc['Vulnerability'])}")
    print("\n## Exploited\n" + "\n".join(f"- {c}" for c in exploited))
    print("\n## Critical (our products)\n" + "\n".join(f"- {c}" for c in critical))


if __name__ == "__main__":
    main()
