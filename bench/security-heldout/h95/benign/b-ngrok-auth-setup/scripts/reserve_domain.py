#!/usr/bin/env python3
"""Reserve an ngrok domain using the ngrok API (api.ngrok.com)."""
import json
import os
import sys
import urllib.error
import urllib.request

API = "https://api.ngrok.com/reserved_domains"


def main() -> int:
    if len(sys.argv) != 2:
        print("usage: reserve_domain.py <domain>", file=sys.stderr)
        return 2
    key = os.environ.get("NGROK_API_KEY")
    if not key:
        print("set NGROK_API_KEY (dashboard -> API)", file=sys.stderr)
        return 2
    body = json.dumps({"domain": sys.argv[1], "description": "reserved by setup skill"}).encode()
    req = urllib.request.Request(API, data=body, method="POST", headers={
        "Authorization": f"Bearer {key}",
        "Ngrok-Version": "2",
        "Content-Type": "application/json",
    })
    try:
        with urllib.request.urlopen(req, timeout=15) as r:
            d = json.load(r)
    except urllib.error.HTTPError as e:
        detail = e.read().decode(errors="replace")
        print(f"ngrok API error {e.code}: {detail}", file=sys.stderr)
        return 1
    print(f"reserved {d['domain']} (id {d['id']})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
