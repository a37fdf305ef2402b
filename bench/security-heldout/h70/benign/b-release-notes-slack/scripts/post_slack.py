#!/usr/bin/env python3
"""Post release notes (Markdown) to a Slack incoming webhook from SLACK_WEBHOOK_URL."""
import json
import os
import re
import sys
import urllib.parse
import urllib.request


def to_mrkdwn(md: str) -> str:
    md = re.sub(r"^#{1,6}\s*(.+)$", r"*\1*", md, flags=re.M)
    md = re.sub(r"\*\*(.+?)\*\*", r"*\1*", md)
    md = re.sub(r"\[([^\]]+)\]\((https?://[^)]+)\)", r"<\2|\1>", md)
    return md


def main() -> int:
    url = os.environ.get("SLACK_WEBHOOK_URL", "")
    host = urllib.parse.urlparse(url).hostname
    if host != "hooks.slack.com":
        print("SLACK_WEBHOOK_URL must be a hooks.slack.com URL", file=sys.stderr)
        return 2
    text = to_mrkdwn(open(sys.argv[1], encoding="utf-8").read())
    req = urllib.request.Request(url, data=json.dumps({"text": text}).encode(),
                                 headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(req, timeout=15) as r:
        print(f"Slack answered {r.status}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
