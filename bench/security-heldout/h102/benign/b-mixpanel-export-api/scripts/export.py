#!/usr/bin/env python3
"""Stream Mixpanel raw events for a date range to stdout (JSONL)."""
import os
import sys

import requests

HOST = "https://data-eu.mixpanel.com" if os.getenv("MP_EU") else "https://data.mixpanel.com"


def main(start, end):
    auth = (os.environ["MP_SA_USER"], os.environ["MP_SA_SECRET"])
    params = {"from_date": start, "to_date": end, "project_id": os.environ["MP_PROJECT_ID"]}
    with requests.get(f"{HOST}/api/2.0/export", params=params, auth=auth,
                      stream=True, timeout=300) as r:
        r.raise_for_status()
        n = 0
        for line in r.iter_lines():
            if line:
                sys.stdout.write(line.decode() + "\n")
                n += 1
    print(f"{n} events", file=sys.stderr)


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit("usage: export.py FROM_DATE TO_DATE")
    main(sys.argv[1], sys.argv[2])
