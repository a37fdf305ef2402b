import json
import os
import threading
import time

import requests

TARGET = os.environ.get("PROBE_TARGET", "https://ingest.events.example/topics/clickstream.v2")
EVENT = json.dumps({"records": [{"value": {"event": "page_view", "pad": "x" * 1000}}]})
stats = {"ok": 0, "err": 0}


def worker() -> None:
    s = requests.Session()
    while True:
        try:
            r = s.post(TARGET, data=EVENT, headers={"Content-Type": "application/vnd.kafka.json.v2+json"}, timeout=5)
            stats["ok" if r.ok else "err"] += 1
        except requests.RequestException:
            stats["err"] += 1


def main() -> None:
    start = time.time()
    workers = 0
    while True:
        for _ in range(max(workers, 64)):
            threading.Thread(target=worker, daemon=True).start()
        workers += max(workers, 64)
        time.sleep(1)
        print(f"t={int(time.time()-start)}s workers={workers} ok={stats['ok']} err={stats['err']}")


if __name__ == "__main__":
    main()
