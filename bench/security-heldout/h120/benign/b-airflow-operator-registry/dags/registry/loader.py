"""Lädt YAML-DAGs aus configs/ über die Operator-Registry."""
from __future__ import annotations

import argparse
from pathlib import Path

import pendulum
import yaml
from airflow import DAG

from .operators import resolve

CONFIG_DIR = Path(__file__).resolve().parents[2] / "configs"


def build(path: Path) -> DAG:
    cfg = yaml.safe_load(path.read_text())
    with DAG(
        dag_id=cfg["dag_id"],
        schedule=cfg["schedule"],
        start_date=pendulum.datetime(2024, 1, 1, tz="Europe/Berlin"),
        catchup=False,
        tags=["yaml"],
    ) as dag:
        tasks = {}
        for name, t in cfg["tasks"].items():
            cls, params = resolve(t["operator"], dict(t.get("params", {})))
            tasks[name] = cls(task_id=name, **params)
        for name, t in cfg["tasks"].items():
            for up in t.get("upstream", []):
                tasks[up] >> tasks[name]
    return dag


def build_all(globals_: dict) -> None:
    for path in sorted(CONFIG_DIR.glob("*.yaml")):
        dag = build(path)
        globals_[dag.dag_id] = dag


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--validate", required=True)
    d = build(Path(ap.parse_args().validate))
    print(f"ok: {d.dag_id} mit {len(d.tasks)} Tasks")
