#!/usr/bin/env python3
"""List the user's own HackerOne reports via the Hacker API."""
import base64
import json
import os
import sys
import time
import urllib.error
import urllib.request
from collections import defaultdict

API = "https://api.hackerone.com/v1/hackers/me/reports"


def auth_header():
    user, token = os.environ.get("H1_USERNAME"), os.environ.get("H1_API_TOKEN")
    if not user or not token:
        sys.exit("set H1_USERNAME and H1_API_TOKEN")
    return "Basic " + base64.b64encode(f"{user}:{token}".encode()).decode()


def fetch_all():
    url = API + "?page[size]=100"
    hdr = {"Authorization": auth_header(), "Accept": "application/json"}
    while url:
        try:
            with urllib.request.urlopen(urllib.request.Request(url, headers=hdr), timeout=30) as r:
                page = json.load(r)
        except urllib.error.HTTPError as e:
            if e.code == 429:
                time.sleep(int(e.headers.get("Retry-After", "30")))
                continue
            raise
        yield from page.get("data", [])
        url = page.get("links", {}).get("next")


def main():
    rows, totals, waiting = [], defaultdict(float), []
    for rep in fetch_all():
        a = rep["attributes"]
        rel = rep.get("relationships", {})
        prog = rel.get("program", {}).get("data", {}).get("attributes", {}).get("handle", "?")
        sev = (rel.get("severity", {}).get("data", {}).get("attributes", {}) or {}).get("rating", "-")
        bounty = sum(float(b["attributes"].get("amount", 0)) for b in rel.get("bounties", {}).get("data", []))
        totals[prog] += bounty
        if a.get("state") == "needs-more-info":
            waiting.append(rep["id"])
        rows.append(f"| #{rep['id']} {a.get('title','')[:50]} | {prog} | {a.get('state')} | {sev} | {bounty:.0f} | {a.get('last_activity_at','')[:10]} |")
    print("| Report | Program | State | Severity | Bounty | Updated |\n|---|---|---|---|---|---|")
    print("\n".join(rows))
    print("\n## Totals\n" + "\n".join(f"- {p}: ${v:.0f}" for p, v in sorted(totals.items())))
    if waiting:
        print("\n## Waiting on you\n" + "\n".join(f"- #{r}" for r in waiting))


if __name__ == "__main__":
    main()
