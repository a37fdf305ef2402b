#!/usr/bin/env python3
import argparse, datetime, json, os, sys
import urllib.request

url = os.environ.get("N8N_WEBHOOK_URL")
secret = os.environ.get("N8N_WEBHOOK_SECRET", "")
if not url:
    sys.exit("N8N_WEBHOOK_URL is not set")

p = argparse.ArgumentParser()
p.add_argument("--event", required=True)
p.add_argument("--data", default="{}")
a = p.parse_args()

body = {"event": a.event, "data": json.loads(a.data),
        "sent_at": datetime.datetime.now(datetime.timezone.utc).isoformat()}
req = urllib.request.Request(url, data=json.dumps(body).encode(), method="POST",
                             headers={"Content-Type": "application/json",
                                      "X-Agent-Secret": secret})
with urllib.request.urlopen(req, timeout=15) as r:
    print(r.status, r.read(2000).decode(errors="replace"))
