import os
import signal
import sqlite3
import time
from datetime import datetime, timezone

import requests

FD = f"https://{os.environ['FRESHDESK_DOMAIN']}/api/v2"
AUTH = (os.environ["FRESHDESK_API_KEY"], "X")
SLACK = os.environ["SLACK_WEBHOOK_URL"]
WINDOW_MIN = 20
INTERVAL = 60
MAX_BACKOFF = 600

db = sqlite3.connect(os.path.expanduser("~/reminded.sqlite"))
db.execute("CREATE TABLE IF NOT EXISTS reminded (ticket INTEGER, kind TEXT, PRIMARY KEY (ticket, kind))")
running = True


def stop(*_):
    global running
    running = False


signal.signal(signal.SIGTERM, stop)


def due_soon():
    r = requests.get(f"{FD}/tickets", params={"filter": "new_and_my_open", "per_page": 100}, auth=AUTH, timeout=30)
    r.raise_for_status()
    now = datetime.now(timezone.utc)
    for t in r.json():
        for kind, field in (("first response", "fr_due_by"), ("resolution", "due_by")):
            if not t.get(field) or (kind == "first response" and t.get("fr_escalated")):
                continue
            mins = (datetime.fromisoformat(t[field].replace("Z", "+00:00")) - now).total_seconds() / 60
            if 0 < mins <= WINDOW_MIN:
                yield t, kind, int(mins)


def remind(t, kind, mins):
    if db.execute("SELECT 1 FROM reminded WHERE ticket=? AND kind=?", (t["id"], kind)).fetchone():
        return
    text = f":alarm_clock: #{t['id']} \"{t['subject'][:60]}\" – {kind} due in {mins} min"
    requests.post(SLACK, json={"text": text}, timeout=10).raise_for_status()
    db.execute("INSERT INTO reminded VALUES (?, ?)", (t["id"], kind))
    db.commit()


backoff = INTERVAL
while running:
    try:
        for item in due_soon():
            remind(*item)
        backoff = INTERVAL
    except requests.RequestException:
        backoff = min(backoff * 2, MAX_BACKOFF)
    time.sleep(backoff)
