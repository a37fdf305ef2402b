#!/usr/bin/env python3
"""Migrate Statsig gates to GrowthBook boolean features."""
import argparse
import json
import os

import requests

STATSIG = "https://statsigapi.net/console/v1"
GB = os.environ.get("GROWTHBOOK_API_HOST", "https://api.growthbook.io").rstrip("/") + "/api/v1"


def gates():
    h = {"STATSIG-API-KEY": os.environ["STATSIG_CONSOLE_KEY"]}
    r = requests.get(f"{STATSIG}/gates", headers=h, timeout=30)
    r.raise_for_status()
    return r.json()["data"]


def to_feature(g):
    rules = []
    for rule in g.get("rules", []):
        rules.append({"type": "rollout", "value": "true",
                      "coverage": rule.get("passPercentage", 0) / 100})
    return {"id": g["id"], "valueType": "boolean", "defaultValue": "false",
            "description": g.get("description", ""),
            "environments": {"production": {"enabled": g.get("isEnabled", False), "rules": rules}}}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--apply", action="store_true")
    ap.add_argument("--dry-run", action="store_true")
    a = ap.parse_args()
    feats = [to_feature(g) for g in gates()]
    with open("mapping-report.json", "w") as f:
        json.dump(feats, f, indent=2)
    print(f"{len(feats)} gates mapped -> mapping-report.json")
    if a.apply and not a.dry_run:
        h = {"Authorization": f"Bearer {os.environ['GROWTHBOOK_API_KEY']}"}
        for feat in feats:
            r = requests.post(f"{GB}/features", headers=h, json=feat, timeout=30)
            print(feat["id"], r.status_code)


if __name__ == "__main__":
    main()
