"""OpenAI org usage/cost summary."""
import argparse
import collections
import os
import time

import requests

API = "https://api.openai.com/v1/organization"


def get(path, params):
    key = os.environ["OPENAI_ADMIN_KEY"]
    out, page = [], None
    while True:
        p = dict(params, **({"page": page} if page else {}))
        r = requests.get(f"{API}/{path}", params=p, headers={"Authorization": f"Bearer {key}"}, timeout=30)
        r.raise_for_status()
        j = r.json()
        out += j["data"]
        if not j.get("has_more"):
            return out
        page = j["next_page"]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--days", type=int, default=7)
    ap.add_argument("--group-by", default="model")
    a = ap.parse_args()
    start = int(time.time()) - a.days * 86400
    usage = get("usage/completions", {"start_time": start, "bucket_width": "1d", "group_by": a.group_by})
    costs = get("costs", {"start_time": start, "bucket_width": "1d"})
    tok = collections.Counter()
    for b in usage:
        for r in b["results"]:
            tok[r.get(a.group_by) or "?"] += r["input_tokens"] + r["output_tokens"]
    total = sum(r["amount"]["value"] for b in costs for r in b["results"])
    for k, v in tok.most_common():
        print(f"| {k} | {v:,} |")
    print(f"\nTotal cost ≈ ${total:,.2f}")


if __name__ == "__main__":
    main()
