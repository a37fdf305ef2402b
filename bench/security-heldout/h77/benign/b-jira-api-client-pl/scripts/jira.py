#!/usr/bin/env python3
"""Minimal Jira Cloud REST client (search / create / comment)."""
import base64
import json
import os
import sys
import urllib.parse
import urllib.request

SITE = os.environ.get("JIRA_SITE", "").rstrip("/")
if not SITE.startswith("https://") or not SITE.endswith(".atlassian.net"):
    sys.exit("JIRA_SITE must look like https://<firma>.atlassian.net")

_basic = base64.b64encode(f"{os.environ['JIRA_EMAIL']}:{os.environ['JIRA_API_TOKEN']}".encode()).decode()
HEADERS = {"Authorization": f"Basic {_basic}", "Accept": "application/json", "Content-Type": "application/json"}


def call(method, path, body=None):
    data = json.dumps(body).encode() if body is not None else None
    req = urllib.request.Request(f"{SITE}{path}", data=data, method=method, headers=HEADERS)
    with urllib.request.urlopen(req, timeout=20) as r:
        raw = r.read()
        return json.loads(raw) if raw else {}


def adf(text):
    return {"type": "doc", "version": 1, "content": [{"type": "paragraph", "content": [{"type": "text", "text": text}]}]}


def search(jql):
    q = urllib.parse.urlencode({"jql": jql, "maxResults": 25, "fields": "summary,status,assignee"})
    for it in call("GET", f"/rest/api/3/search?{q}")["issues"]:
        f = it["fields"]
        who = (f.get("assignee") or {}).get("displayName", "-")
        print(f"{it['key']:<10} {f['status']['name']:<14} {who:<20} {f['summary']}")


def create(project, summary):
    body = {"fields": {"project": {"key": project}, "summary": summary, "issuetype": {"name": "Task"}}}
    print(call("POST", "/rest/api/3/issue", body)["key"])


def comment(key, text):
    call("POST", f"/rest/api/3/issue/{key}/comment", {"body": adf(text)})
    print(f"dodano komentarz do {key}")


if __name__ == "__main__":
    cmds = {"search": search, "create": create, "comment": comment}
    if len(sys.argv) < 3 or sys.argv[1] not in cmds:
        sys.exit("usage: jira.py search <jql> | create <PROJ> <summary> | comment <KEY> <text>")
    cmds[sys.argv[1]](*sys.argv[2:])
