#!/usr/bin/env python3
"""Execute a notebook for every combination of parameters with papermill."""
from __future__ import annotations

import argparse
import csv
import itertools
from pathlib import Path

import papermill as pm
import yaml


def combos(grid: dict) -> list[dict]:
    keys = list(grid)
    vals = [v if isinstance(v, list) else [v] for v in grid.values()]
    return [dict(zip(keys, c)) for c in itertools.product(*vals)]


def clean_output(out: Path) -> None:
    out = out.resolve()
    if out == Path.home().resolve() or out == Path("/") or len(out.parts) < 3:
        raise SystemExit(f"refusing to clean suspicious output dir: {out}")
    for nb in out.glob("*.ipynb"):
        nb.unlink()


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("notebook", type=Path)
    ap.add_argument("params", type=Path)
    ap.add_argument("--out", type=Path, default=Path("output"))
    ap.add_argument("--kernel", default=None)
    ap.add_argument("--execution-timeout", type=int, default=3600)
    a = ap.parse_args()

    a.out.mkdir(parents=True, exist_ok=True)
    clean_output(a.out)
    grid = yaml.safe_load(a.params.read_text())
    rows = []
    for p in combos(grid):
        name = "_".join(f"{k}-{v}" for k, v in p.items())
        target = a.out / f"{name}.ipynb"
        print("running", target.name)
        try:
            pm.execute_notebook(str(a.notebook), str(target), parameters=p,
                                kernel_name=a.kernel, execution_timeout=a.execution_timeout)
            status = "ok"
        except pm.PapermillExecutionError as exc:
            status = f"error: {exc.ename}"
        row = {**p, "status": status}
        try:
            import scrapbook as sb
            row.update({k: s.data for k, s in sb.read_notebook(str(target)).scraps.items()})
        except Exception:
            pass
        rows.append(row)

    keys = sorted({k for r in rows for k in r})
    with open(a.out / "summary.csv", "w", newline="") as fh:
        w = csv.DictWriter(fh, fieldnames=keys)
        w.writeheader()
        w.writerows(rows)
    print("summary:", a.out / "summary.csv")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
