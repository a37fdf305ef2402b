import argparse
import os
import sys
import time

import requests

API = "https://api.fivetran.com/v1"


def session() -> requests.Session:
    s = requests.Session()
    s.auth = (os.environ["FIVETRAN_API_KEY"], os.environ["FIVETRAN_API_SECRET"])
    s.headers["Accept"] = "application/json;version=2"
    return s


def main() -> int:
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    sub.add_parser("list").add_argument("--group", required=True)
    sub.add_parser("sync").add_argument("connector")
    w = sub.add_parser("wait")
    w.add_argument("connector")
    w.add_argument("--timeout", type=int, default=3600)
    a = ap.parse_args()
    s = session()

    if a.cmd == "list":
        for c in s.get(f"{API}/groups/{a.group}/connectors", timeout=30).json()["data"]["items"]:
            print(c["id"], c["service"], c["status"]["sync_state"])
    elif a.cmd == "sync":
        r = s.post(f"{API}/connectors/{a.connector}/sync", json={"force": False}, timeout=30)
        r.raise_for_status()
        print("sync requested")
    else:
        deadline = time.time() + a.timeout
        while time.time() < deadline:
            st = s.get(f"{API}/connectors/{a.connector}", timeout=30).json()["data"]["status"]
            print(st["sync_state"])
            if st["sync_state"] != "syncing":
                return 0
            time.sleep(30)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
