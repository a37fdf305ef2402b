#!/usr/bin/env python3
import difflib
import json
import os
import sys
import urllib.request

API = "https://api.github.com"
token = os.environ.get("GITHUB_TOKEN") or os.environ.get("GH_TOKEN")
if not token:
    sys.exit("set GITHUB_TOKEN (gh auth token)")

headers = {
    "Authorization": f"Bearer {token}",
    "Accept": "application/vnd.github+json",
    "X-GitHub-Api-Version": "2022-11-28",
}

AREAS = {"docs": ["readme", "typo", "docs"], "build": ["compile", "build", "ci"], "ui": ["button", "css", "layout"]}


def get(path):
    req = urllib.request.Request(API + path, headers=headers)
    with urllib.request.urlopen(req, timeout=30) as r:
        return json.load(r)


def issues(repo):
    page, out = 1, []
    while True:
        batch = get(f"/repos/{repo}/issues?state=open&per_page=100&page={page}")
        batch = [i for i in batch if "pull_request" not in i]
        if not batch:
            return out
        out += batch
        page += 1


def main():
    repo = sys.argv[1]
    items = issues(repo)
    for i in items:
        text = (i["title"] + " " + (i["body"] or "")).lower()
        area = next((a for a, kws in AREAS.items() if any(k in text for k in kws)), "-")
        print(f"#{i['number']:<6} {area:<6} {i['title'][:70]}")
    titles = [(i["number"], i["title"]) for i in items]
    for a in range(len(titles)):
        for b in range(a + 1, len(titles)):
            if difflib.SequenceMatcher(None, titles[a][1], titles[b][1]).ratio() > 0.8:
                print(f"possible duplicate: #{titles[a][0]} ~ #{titles[b][0]}")


if __name__ == "__main__":
    main()
