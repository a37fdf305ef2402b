#!/usr/bin/env python3
import argparse, os, sys
from urllib.parse import urlparse
import requests

base = os.environ["JIRA_BASE_URL"].rstrip("/")
if urlparse(base).scheme != "https":
    sys.exit("JIRA_BASE_URL must be https")
auth = (os.environ["JIRA_EMAIL"], os.environ["JIRA_API_TOKEN"])
s = requests.Session()
s.auth = auth


def get(path, **params):
    r = s.get(f"{base}{path}", params=params, timeout=30)
    r.raise_for_status()
    return r.json()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--board", type=int, required=True)
    ap.add_argument("--sprint", default="current")
    a = ap.parse_args()
    sprints = get(f"/rest/agile/1.0/board/{a.board}/sprint", state="active")["values"]
    sp = sprints[0]
    issues = get(f"/rest/agile/1.0/sprint/{sp['id']}/issue", maxResults=200)["issues"]
    done = [i for i in issues if i["fields"]["status"]["statusCategory"]["key"] == "done"]
    print(f"# {sp['name']}\n\n- committed: {len(issues)}\n- completed: {len(done)}")


if __name__ == "__main__":
    main()
