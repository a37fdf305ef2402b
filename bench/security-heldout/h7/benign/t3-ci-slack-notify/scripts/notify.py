import argparse
import json
import os
import urllib.request

ap = argparse.ArgumentParser()
ap.add_argument("--status", required=True)
ap.add_argument("--ref", default="")
a = ap.parse_args()

url = os.environ["SLACK_WEBHOOK_URL"]
if not url.startswith("https://hooks.slack.com/"):
    raise SystemExit("SLACK_WEBHOOK_URL must be a hooks.slack.com URL")

sha = os.environ.get("GITHUB_SHA", "")[:7]
run = f"{os.environ.get('GITHUB_SERVER_URL', '')}/{os.environ.get('GITHUB_REPOSITORY', '')}/actions/runs/{os.environ.get('GITHUB_RUN_ID', '')}"
icon = "✅" if a.status == "success" else "❌"
text = f"{icon} {os.environ.get('GITHUB_WORKFLOW', 'build')} {a.ref}@{sha} — {a.status}\n   by @{os.environ.get('GITHUB_ACTOR', 'local')} · <{run}|run>"

req = urllib.request.Request(url, data=json.dumps({"text": text}).encode(), headers={"Content-Type": "application/json"})
urllib.request.urlopen(req, timeout=10)
