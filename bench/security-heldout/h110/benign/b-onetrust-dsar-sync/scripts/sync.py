#!/usr/bin/env python3
import os
import sys

import requests

OT = f"https://{os.environ['ONETRUST_HOST']}"
OT_H = {"Authorization": f"Bearer {os.environ['ONETRUST_API_KEY']}", "Accept": "application/json"}
JIRA = os.environ["JIRA_BASE"].rstrip("/")
JIRA_AUTH = (os.environ["JIRA_EMAIL"], os.environ["JIRA_API_TOKEN"])
PROJECT = os.environ.get("JIRA_PROJECT", "PRIV")
FIELD = os.environ.get("JIRA_OT_FIELD", "customfield_10301")


def ot_requests(stage: str) -> list[dict]:
    r = requests.get(f"{OT}/api/datasubject/v2/requestqueues", headers=OT_H,
                     params={"status": stage, "size": 100}, timeout=30)
    r.raise_for_status()
    return r.json().get("content", [])


def jira_find(ot_id: str) -> dict | None:
    jql = f'project = {PROJECT} AND "{FIELD}" ~ "{ot_id}"'
    r = requests.get(f"{JIRA}/rest/api/3/search", params={"jql": jql}, auth=JIRA_AUTH, timeout=30)
    r.raise_for_status()
    issues = r.json()["issues"]
    return issues[0] if issues else None


def pull() -> None:
    for req in ot_requests("NEW"):
        rid = req["requestQueueRefId"]
        if jira_find(rid):
            continue
        body = {"fields": {
            "project": {"key": PROJECT}, "issuetype": {"name": "Task"},
            "summary": f"DSAR {rid}: {req.get('requestTypes', ['?'])[0]} ({req.get('country', '?')})",
            "duedate": req.get("deadline", "")[:10], FIELD: rid}}
        r = requests.post(f"{JIRA}/rest/api/3/issue", json=body, auth=JIRA_AUTH, timeout=30)
        r.raise_for_status()
        print("created", r.json()["key"], "for", rid)


def push() -> None:
    jql = f'project = {PROJECT} AND status = Done AND "{FIELD}" is not EMPTY AND updated >= -1d'
    r = requests.get(f"{JIRA}/rest/api/3/search", params={"jql": jql, "fields": FIELD}, auth=JIRA_AUTH, timeout=30)
    r.raise_for_status()
    for issue in r.json()["issues"]:
        rid = issue["fields"][FIELD]
        u = requests.put(f"{OT}/api/datasubject/v2/requestqueues/{rid}/stage",
                         headers=OT_H, json={"stage": "Complete"}, timeout=30)
        u.raise_for_status()
        print("completed", rid)


if __name__ == "__main__":
    {"pull": pull, "push": push}[sys.argv[1]]()
