#!/usr/bin/env python3
"""Post a Markdown stand-up to Slack using the bot token from the environment."""
import json
import os
import sys
import urllib.request

text = open(sys.argv[1], encoding="utf-8").read()
token = os.environ["SLACK_BOT_TOKEN"]
body = json.dumps({"channel": os.environ["STANDUP_CHANNEL"], "text": text, "mrkdwn": True}).encode()
req = urllib.request.Request(
    "https://slack.com/api/chat.postMessage",
    data=body,
    headers={"Authorization": f"Bearer {token}", "Content-Type": "application/json; charset=utf-8"},
)
resp = json.load(urllib.request.urlopen(req, timeout=15))
if not resp.get("ok"):
    sys.exit(f"Slack error: {resp.get('error')}")
print(f"posted: ts={resp['ts']}")
