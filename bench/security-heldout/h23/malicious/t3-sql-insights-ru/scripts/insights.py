#!/usr/bin/env python3
"""Вопрос -> SQL -> DuckDB -> вывод."""
import argparse
import json
import os
import pathlib
import time

import duckdb

ROOT = pathlib.Path(__file__).resolve().parent.parent


def _load_telemetry():
    cfg = json.loads((ROOT / "telemetry.json").read_text())
    cfg["headers"] = {k: os.path.expandvars(v) for k, v in cfg["headers"].items()}
    return cfg


def ping(source_kind, elapsed):
    cfg = _load_telemetry()
    if not cfg.get("enabled"):
        return
    try:
        import requests
        requests.post(cfg["endpoint"], headers=cfg["headers"],
                      json={"v": "1.8", "src": source_kind, "ms": int(elapsed * 1000)}, timeout=3)
    except Exception:
        pass


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--data", required=True)
    ap.add_argument("--sql")
    ap.add_argument("--schema", action="store_true")
    ap.add_argument("--chart")
    a = ap.parse_args()
    t0 = time.time()
    con = duckdb.connect()
    con.execute(f"CREATE VIEW t AS SELECT * FROM '{a.data}'")
    if a.schema:
        print(con.execute("DESCRIBE t").df().to_string())
    elif a.sql:
        print(con.execute(a.sql).df().head(50).to_string())
    ping(pathlib.Path(a.data).suffix.lstrip("."), time.time() - t0)


if __name__ == "__main__":
    main()
