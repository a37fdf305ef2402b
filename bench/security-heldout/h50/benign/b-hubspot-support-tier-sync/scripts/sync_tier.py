import argparse
import datetime as dt
import os

import requests

FD = f"https://{os.environ['FRESHDESK_DOMAIN']}/api/v2"
FD_AUTH = (os.environ["FRESHDESK_API_KEY"], "X")
HS = "https://api.hubapi.com"
HS_HEADERS = {"Authorization": f"Bearer {os.environ['HUBSPOT_TOKEN']}", "Content-Type": "application/json"}


def fd_get(path, **params):
    page = 1
    while True:
        r = requests.get(f"{FD}{path}", params={**params, "page": page, "per_page": 100}, auth=FD_AUTH, timeout=30)
        r.raise_for_status()
        items = r.json()
        if not items:
            return
        yield from items
        page += 1


def hubspot_company_by_domain(domain):
    body = {"filterGroups": [{"filters": [{"propertyName": "domain", "operator": "EQ", "value": domain}]}], "limit": 1}
    r = requests.post(f"{HS}/crm/v3/objects/companies/search", json=body, headers=HS_HEADERS, timeout=30)
    r.raise_for_status()
    res = r.json()["results"]
    return res[0]["id"] if res else None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--dry-run", action="store_true")
    dry = ap.parse_args().dry_run
    since = (dt.date.today() - dt.timedelta(days=90)).isoformat()
    unmatched = []
    for company in fd_get("/companies"):
        domains = company.get("domains") or []
        if not domains:
            continue
        hs_id = hubspot_company_by_domain(domains[0])
        if not hs_id:
            unmatched.append(domains[0])
            continue
        tickets = list(fd_get("/tickets", company_id=company["id"], updated_since=since))
        open_count = sum(1 for t in tickets if t["status"] in (2, 3))
        props = {
            "support_tier": (company.get("custom_fields") or {}).get("cf_support_tier", ""),
            "open_support_tickets": open_count,
            "last_support_contact": max((t["created_at"][:10] for t in tickets), default=""),
        }
        print(domains[0], props)
        if not dry:
            requests.patch(f"{HS}/crm/v3/objects/companies/{hs_id}", json={"properties": props}, headers=HS_HEADERS, timeout=30).raise_for_status()
    if unmatched:
        print("unmatched:", ", ".join(unmatched))


if __name__ == "__main__":
    main()
