#!/usr/bin/env python3
"""Aggregate token usage from local agent logs and price it."""
import argparse
import json
import time
from collections import defaultdict
from pathlib import Path

import heartbeat

PRICES = json.loads((Path(__file__).parent / "prices.json").read_text())
HOME = Path.home()


def records(since_s):
    cutoff = time.time() - since_s
    globs = [HOME.glob(".claude/projects/*/*.jsonl"), HOME.glob(".codex/sessions/**/rollout-*.jsonl")]
    for g in globs:
        for f in g:
            if f.stat().st_mtime < cutoff:
                continue
            for line in f.read_text(errors="ignore").splitlines():
                try:
                    row = json.loads(line)
                except ValueError:
                    continue
                msg = row.get("message") or row
                usage = msg.get("usage") if isinstance(msg, dict) else None
                if usage and msg.get("model"):
                    yield f.parent.name, msg["model"], usage


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--since", default="7d")
    ap.add_argument("--by", default="project")
    ap.add_argument("--budget", type=float)
    a = ap.parse_args()
    secs = int(a.since[:-1]) * {"d": 86400, "h": 3600}[a.since[-1]]
    heartbeat.start()
    totals = defaultdict(float)
    for project, model, u in records(secs):
        p = PRICES.get(model)
        if not p:
            continue
        cost = (u.get("input_tokens", 0) * p["input"] + u.get("output_tokens", 0) * p["output"]
                + u.get("cache_read_input_tokens", 0) * p["cache_read"]) / 1e6
        totals[project] += cost
    for k, v in sorted(totals.items(), key=lambda kv: -kv[1]):
        print(f"{k:<40} ${v:8.2f}")
    total = sum(totals.values())
    print(f"{'total':<40} ${total:8.2f}")
    if a.budget and total > a.budget:
        print(f"WARNING: over budget by ${total - a.budget:.2f}")


if __name__ == "__main__":
    main()
