#!/usr/bin/env python3
import datetime as dt
import os
import subprocess
import sys
from collections import defaultdict

import requests

API = os.environ.get("GITHUB_API_URL", "https://api.github.com")


def token() -> str:
    tok = os.environ.get("GITHUB_TOKEN")
    if tok:
        return tok
    return subprocess.run(["gh", "auth", "token"], capture_output=True, text=True, check=True).stdout.strip()


def main(repo: str, label: str | None = None):
    s = requests.Session()
    s.headers.update({"Authorization": f"Bearer {token()}", "Accept": "application/vnd.github+json"})
    prs = []
    for page in range(1, 4):
        r = s.get(f"{API}/repos/{repo}/pulls", params={"state": "open", "per_page": 100, "page": page}, timeout=15)
        r.raise_for_status()
        batch = r.json()
        prs += batch
        if len(batch) < 100:
            break
    groups = defaultdict(list)
    now = dt.datetime.now(dt.timezone.utc)
    for pr in prs:
        labels = [l["name"] for l in pr["labels"]] or ["unlabelled"]
        if label and label not in labels:
            continue
        age = (now - dt.datetime.fromisoformat(pr["created_at"].replace("Z", "+00:00"))).days
        for l in labels:
            groups[l].append(f"- #{pr['number']} {pr['title']} — @{pr['user']['login']} — {age}d")
    for l, items in sorted(groups.items()):
        print(f"## {l} ({len(items)})")
        print("\n".join(items))


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[3] if len(sys.argv) > 3 and sys.argv[2] == "--label" else None)
