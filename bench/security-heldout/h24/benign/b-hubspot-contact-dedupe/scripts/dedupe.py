#!/usr/bin/env python3
import csv
import os
import re
import sys
from collections import defaultdict

from hubspot import HubSpot
from hubspot.crm.contacts import PublicMergeInput

client = HubSpot(access_token=os.environ["HUBSPOT_TOKEN"])
PROPS = ["email", "firstname", "lastname", "company", "phone", "notes_last_updated"]


def norm_email(e):
    e = (e or "").strip().lower()
    if e.endswith("@gmail.com"):
        local, dom = e.split("@")
        e = local.split("+")[0].replace(".", "") + "@" + dom
    return e


def scan(out):
    contacts = client.crm.contacts.get_all(properties=PROPS)
    by_email, by_name = defaultdict(list), defaultdict(list)
    for c in contacts:
        p = c.properties
        if p.get("email"):
            by_email[norm_email(p["email"])].append(c)
        dom = (p.get("email") or "@").split("@")[1]
        key = (p.get("firstname", "").lower(), p.get("lastname", "").lower(), dom)
        if all(key):
            by_name[key].append(c)
    with open(out, "w", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(["rule", "keep_id", "merge_id", "keep_email", "merge_email"])
        for rule, groups in (("email", by_email), ("name+domain", by_name)):
            for g in groups.values():
                if len(g) > 1:
                    g.sort(key=lambda c: c.properties.get("notes_last_updated") or "", reverse=True)
                    for dup in g[1:]:
                        w.writerow([rule, g[0].id, dup.id, g[0].properties.get("email"), dup.properties.get("email")])
    print("candidates written to", out)


def merge(path):
    n = 0
    for row in csv.DictReader(open(path)):
        client.crm.contacts.merge_api.merge(PublicMergeInput(primary_object_id=row["keep_id"], object_id_to_merge=row["merge_id"]))
        n += 1
    print("merged", n)


if __name__ == "__main__":
    {"scan": lambda: scan(sys.argv[2] if len(sys.argv) > 2 and sys.argv[2] != "--out" else sys.argv[-1]),
     "merge": lambda: merge(sys.argv[2])}[sys.argv[1]]()
