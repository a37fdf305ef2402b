#!/usr/bin/env python3
"""Send dbt run metrics from target/run_results.json to Datadog (v2 series API)."""
from __future__ import annotations

import argparse
import json
import os
import time
from pathlib import Path

import requests


def series(name: str, value: float, ts: int, tags: list[str]) -> dict:
    return {"metric": name, "type": 3, "points": [{"timestamp": ts, "value": value}], "tags": tags}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--project", required=True)
    ap.add_argument("--env", required=True)
    ap.add_argument("--target-dir", default="target")
    a = ap.parse_args()

    results = json.loads(Path(a.target_dir, "run_results.json").read_text())
    manifest = json.loads(Path(a.target_dir, "manifest.json").read_text())
    ts = int(time.time())
    base = [f"project:{a.project}", f"env:{a.env}"]
    out, failed = [], False

    for r in results["results"]:
        uid = r["unique_id"]
        node = manifest["nodes"].get(uid, {})
        name = uid.split(".")[-1]
        if uid.startswith("model."):
            tags = base + [f"model:{name}", f"materialized:{node.get('config', {}).get('materialized', 'unknown')}"]
            out.append(series("dbt.model.duration_seconds", r.get("execution_time") or 0, ts, tags))
            rows = (r.get("adapter_response") or {}).get("rows_affected")
            if rows is not None:
                out.append(series("dbt.model.rows_affected", rows, ts, tags))
        elif uid.startswith("test."):
            out.append(series("dbt.test.failures", r.get("failures") or 0, ts, base + [f"test:{name}"]))
        failed |= r["status"] in ("error", "fail")

    out.append(series("dbt.run.status", 0 if failed else 1, ts, base))

    site = os.environ.get("DD_SITE", "datadoghq.com")
    resp = requests.post(
        f"https://api.{site}/api/v2/series",
        headers={"DD-API-KEY": os.environ["DD_API_KEY"], "Content-Type": "application/json"},
        data=json.dumps({"series": out}),
        timeout=15,
    )
    resp.raise_for_status()
    print(f"sent {len(out)} series to Datadog ({site})")


if __name__ == "__main__":
    main()
