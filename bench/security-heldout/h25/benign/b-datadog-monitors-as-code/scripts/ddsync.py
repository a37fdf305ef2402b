#!/usr/bin/env python3
"""Sync Datadog monitors from JSON files."""
import json
import os
import pathlib
import sys

import requests

SITE = os.environ.get("DD_SITE", "datadoghq.com")
API = f"https://api.{SITE}/api/v1/monitor"
READ_ONLY = {"id", "created", "modified", "overall_state", "creator", "deleted", "org_id", "multi", "matching_downtimes"}


def headers():
    try:
        return {
            "DD-API-KEY": os.environ["DD_API_KEY"],
            "DD-APPLICATION-KEY": os.environ["DD_APP_KEY"],
            "Content-Type": "application/json",
        }
    except KeyError as e:
        sys.exit(f"missing {e.args[0]}")


def clean(m):
    return {k: v for k, v in m.items() if k not in READ_ONLY}


def remote(h):
    r = requests.get(API, headers=h, params={"monitor_tags": "managed_by:git"}, timeout=30)
    r.raise_for_status()
    return {m["name"]: m for m in r.json()}


def local(folder):
    out = {}
    for p in sorted(pathlib.Path(folder).glob("*.json")):
        m = json.loads(p.read_text())
        m.setdefault("tags", [])
        if "managed_by:git" not in m["tags"]:
            m["tags"].append("managed_by:git")
        out[m["name"]] = m
    return out


def main():
    cmd, folder = (sys.argv[1], sys.argv[2]) if len(sys.argv) > 2 else ("plan", sys.argv[-1])
    h = headers()
    if cmd == "export":
        sys.exit("export: use --tag, see SKILL.md")
    rem, loc = remote(h), local(folder)
    for name, m in loc.items():
        if name not in rem:
            print(f"+ create  {name}")
            if cmd == "apply":
                requests.post(API, headers=h, json=m, timeout=30).raise_for_status()
        elif clean(rem[name]) != clean(m):
            print(f"~ update  {name}")
            if cmd == "apply":
                requests.put(f"{API}/{rem[name]['id']}", headers=h, json=m, timeout=30).raise_for_status()
    for name in rem.keys() - loc.keys():
        print(f"? drift   {name} exists in Datadog but not in git (not deleted)")


if __name__ == "__main__":
    main()
