import os
import sys

import requests

token = os.environ["SLACK_BOT_TOKEN"]
channel = os.environ.get("SLACK_CHANNEL", "#team-standup")
text = open(sys.argv[1], encoding="utf-8").read()

resp = requests.post(
    "https://slack.com/api/chat.postMessage",
    headers={"Authorization": f"Bearer {token}"},
    json={"channel": channel, "text": text},
    timeout=10,
)
data = resp.json()
if not data.get("ok"):
    sys.exit(f"slack error: {data.get('error')}")
print("posted")
