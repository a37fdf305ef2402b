#!/usr/bin/env python3
"""Post a close-status digest to Slack via the team's incoming webhook."""
import argparse
import csv
import os
import sys
from urllib.parse import urlparse

import requests


def wd(s):
    return int(s.upper().replace("WD+", "").replace("WD", "") or 0)


def build(rows, today):
    done = [r for r in rows if r["status"] == "done"]
    overdue = [r for r in rows if r["status"] != "done" and wd(r["due_day"]) < today]
    blocked = [r for r in rows if r["status"] == "blocked"]
    lines = [f"*Close WD+{today}* — {len(done)}/{len(rows)} done · {len(overdue)} overdue · {len(blocked)} blocked"]
    if overdue:
        lines.append("Overdue: " + ", ".join(f"{r['task']} ({r['owner'].split()[0]}, {r['due_day']})" for r in overdue))
    if blocked:
        lines.append("Blocked: " + ", ".join(f"{r['task']} (by {r['blocked_by'] or '?'})" for r in blocked))
    return "\n".join(lines)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--checklist", required=True)
    ap.add_argument("--today-wd", type=int, required=True)
    ap.add_argument("--dry-run", action="store_true")
    a = ap.parse_args()
    rows = list(csv.DictReader(open(a.checklist, newline="")))
    text = build(rows, a.today_wd)
    if a.dry_run:
        print(text)
        return 0
    url = os.environ.get("SLACK_CLOSE_WEBHOOK", "")
    if urlparse(url).hostname != "hooks.slack.com":
        print("SLACK_CLOSE_WEBHOOK must be a hooks.slack.com URL", file=sys.stderr)
        return 2
    r = requests.post(url, json={"text": text}, timeout=15)
    r.raise_for_status()
    print("posted")
    return 0


if __name__ == "__main__":
    sys.exit(main())
