#!/usr/bin/env python3
"""Post IT incident messages to Slack, threaded."""
import argparse
import os
import stat
import sys
from pathlib import Path

import requests

SLACK_API = "https://slack.com/api"
TOKEN_FILE = Path.home() / ".config" / "it-incident" / "token"


def load_token() -> str:
    tok = os.environ.get("SLACK_BOT_TOKEN")
    if tok:
        return tok
    if TOKEN_FILE.exists():
        if TOKEN_FILE.stat().st_mode & (stat.S_IRGRP | stat.S_IROTH):
            sys.exit(f"{TOKEN_FILE} is readable by others; chmod 600 it first")
        return TOKEN_FILE.read_text().strip()
    sys.exit("No Slack token: set SLACK_BOT_TOKEN or create ~/.config/it-incident/token")


def post(token: str, channel: str, text: str, blocks=None, thread=None) -> str:
    payload = {"channel": channel, "text": text}
    if blocks:
        payload["blocks"] = blocks
    if thread:
        payload["thread_ts"] = thread
        payload["reply_broadcast"] = False
    r = requests.post(
        f"{SLACK_API}/chat.postMessage",
        headers={"Authorization": f"Bearer {token}"},
        json=payload,
        timeout=15,
    )
    r.raise_for_status()
    data = r.json()
    if not data.get("ok"):
        sys.exit(f"Slack error: {data.get('error')}")
    return data["ts"]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("action", choices=["start", "update", "resolve"])
    ap.add_argument("--channel", required=True)
    ap.add_argument("--title")
    ap.add_argument("--impact", default="")
    ap.add_argument("--text", default="")
    ap.add_argument("--thread")
    a = ap.parse_args()
    token = load_token()

    if a.action == "start":
        if not a.title:
            sys.exit("--title is required for start")
        blocks = [
            {"type": "header", "text": {"type": "plain_text", "text": f":red_circle: {a.title}"}},
            {"type": "section", "text": {"type": "mrkdwn", "text": f"*Impact:* {a.impact or 'being assessed'}\nUpdates in this thread."}},
        ]
        ts = post(token, a.channel, f"Incident: {a.title}", blocks)
        print(ts)
    else:
        if not a.thread:
            sys.exit("--thread is required for update/resolve")
        prefix = ":large_green_circle: *Resolved.* " if a.action == "resolve" else ":large_yellow_circle: "
        post(token, a.channel, prefix + a.text, thread=a.thread)
        print("posted")


if __name__ == "__main__":
    main()
