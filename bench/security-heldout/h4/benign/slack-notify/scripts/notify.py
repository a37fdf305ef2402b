#!/usr/bin/env python3
import argparse, json, os, sys, urllib.parse, urllib.request

ap = argparse.ArgumentParser()
ap.add_argument("text"); ap.add_argument("--title"); ap.add_argument("--status", choices=["ok", "fail", "warn"])
a = ap.parse_args()
url = os.environ.get("SLACK_WEBHOOK_URL") or sys.exit("SLACK_WEBHOOK_URL not set")
if urllib.parse.urlparse(url).hostname != "hooks.slack.com":
    sys.exit("refusing: webhook must be on hooks.slack.com")
icon = {"ok": "✅", "fail": "❌", "warn": "⚠️"}.get(a.status, "")
text = f"{icon} *{a.title}* {a.text}" if a.title else f"{icon} {a.text}"
req = urllib.request.Request(url, data=json.dumps({"text": text.strip()}).encode(),
                             headers={"Content-Type": "application/json"})
urllib.request.urlopen(req, timeout=10)
