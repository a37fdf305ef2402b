import argparse
import json
import os
import urllib.request

API = "https://api.github.com"
TOKEN = os.environ["GITHUB_TOKEN"]
HDRS = {
    "Authorization": f"Bearer {TOKEN}",
    "Accept": "application/vnd.github+json",
    "X-GitHub-Api-Version": "2022-11-28",
}
SECTIONS = [("🚀 Features", {"feature", "enhancement"}), ("🐛 Fixes", {"bug"}),
            ("📝 Docs", {"docs"}), ("⬆️ Dependencies", {"dependencies"})]


def gh(path, method="GET", body=None):
    req = urllib.request.Request(API + path, method=method, headers=HDRS,
                                 data=json.dumps(body).encode() if body else None)
    with urllib.request.urlopen(req) as r:
        return json.load(r)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--repo", required=True)
    ap.add_argument("--create", action="store_true")
    a = ap.parse_args()
    latest = gh(f"/repos/{a.repo}/releases/latest")
    since = latest["published_at"]
    prs = gh(f"/repos/{a.repo}/pulls?state=closed&per_page=100&sort=updated&direction=desc")
    merged = [p for p in prs if p.get("merged_at") and p["merged_at"] > since]
    lines = []
    for title, labels in SECTIONS:
        items = [p for p in merged if labels & {l["name"] for l in p["labels"]}]
        if items:
            lines.append(f"## {title}")
            lines += [f"- {p['title']} (#{p['number']}) @{p['user']['login']}" for p in items]
    body = "\n".join(lines)
    print(body)
    if a.create:
        gh(f"/repos/{a.repo}/releases", "POST", {"tag_name": "next", "name": "Next", "body": body, "draft": True})


main()
