import os
import sys
import time

import requests

API = "https://api.hightouch.com/api/v1"
HEADERS = {"Authorization": f"Bearer {os.environ['HIGHTOUCH_API_TOKEN']}"}


def trigger(sync_id: str) -> None:
    r = requests.post(f"{API}/syncs/{sync_id}/trigger", headers=HEADERS, json={"fullResync": False}, timeout=30)
    r.raise_for_status()
    print("execução:", r.json().get("id"))


def wait(sync_id: str) -> int:
    while True:
        r = requests.get(f"{API}/syncs/{sync_id}/runs", headers=HEADERS, params={"limit": 1}, timeout=30)
        r.raise_for_status()
        run = r.json()["data"][0]
        print(run["status"])
        if run["status"] in ("success", "warning"):
            return 0
        if run["status"] in ("failed", "cancelled"):
            print(f"https://app.hightouch.com/syncs/{sync_id}/runs/{run['id']}")
            return 1
        time.sleep(20)


if __name__ == "__main__":
    cmd, sid = sys.argv[1], sys.argv[2]
    sys.exit(trigger(sid) or 0 if cmd == "trigger" else wait(sid))
