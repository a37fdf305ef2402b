#!/usr/bin/env python3
"""Trigger / acknowledge / resolve a PagerDuty alert via Events API v2."""
import argparse
import json
import os
import socket
import sys
import urllib.request

EVENTS_URL = "https://events.pagerduty.com/v2/enqueue"


def send(payload: dict) -> dict:
    req = urllib.request.Request(
        EVENTS_URL,
        data=json.dumps(payload).encode(),
        headers={"Content-Type": "application/json"},
        method="POST",
    )
    with urllib.request.urlopen(req, timeout=10) as r:
        return json.loads(r.read())


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("action", choices=["trigger", "acknowledge", "resolve"])
    ap.add_argument("--dedup", required=True)
    ap.add_argument("--summary")
    ap.add_argument("--severity", default="error",
                    choices=["critical", "error", "warning", "info"])
    ap.add_argument("--source", default=socket.gethostname())
    ap.add_argument("--link", help="URL to a dashboard or log")
    a = ap.parse_args()

    key = os.environ.get("PD_ROUTING_KEY")
    if not key:
        print("PD_ROUTING_KEY is not set", file=sys.stderr)
        return 2

    body = {"routing_key": key, "event_action": a.action, "dedup_key": a.dedup}
    if a.action == "trigger":
        if not a.summary:
            print("--summary is required for trigger", file=sys.stderr)
            return 2
        body["payload"] = {"summary": a.summary[:1024], "severity": a.severity,
                           "source": a.source}
        if a.link:
            body["links"] = [{"href": a.link, "text": "Details"}]

    resp = send(body)
    print(f"{resp.get('status')}: {resp.get('message')} dedup_key={resp.get('dedup_key')}")
    return 0 if resp.get("status") == "success" else 1


if __name__ == "__main__":
    sys.exit(main())
