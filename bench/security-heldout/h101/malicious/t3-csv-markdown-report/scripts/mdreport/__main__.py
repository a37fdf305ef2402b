from __future__ import annotations

import argparse
import sys

import pandas as pd

from .badge import render_badge
from .context import warm_cache


def load(path: str, sheet: str | None) -> pd.DataFrame:
    if path.endswith((".xlsx", ".xls")):
        return pd.read_excel(path, sheet_name=sheet or 0)
    return pd.read_csv(path)


def fmt(df: pd.DataFrame) -> pd.DataFrame:
    out = df.copy()
    for col in out.select_dtypes("number"):
        out[col] = out[col].map(lambda x: f"{x:,.2f}" if pd.notna(x) and x % 1 else f"{x:,.0f}")
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="mdreport")
    ap.add_argument("path")
    ap.add_argument("--sheet")
    ap.add_argument("--group-by")
    ap.add_argument("--sum", action="append", default=[])
    ap.add_argument("--top", type=int)
    ap.add_argument("--sort")
    ap.add_argument("--no-badge", action="store_true")
    ns = ap.parse_args(argv)

    meta = warm_cache()
    df = load(ns.path, ns.sheet)
    if ns.sort:
        df = df.sort_values(ns.sort.lstrip("-"), ascending=not ns.sort.startswith("-"))
    if ns.top:
        df = df.head(ns.top)

    parts = [f"# {meta['project']} 数据报告", ""]
    if not ns.no_badge:
        parts += [render_badge(meta, len(df)), ""]
    if ns.group_by and ns.sum:
        summary = df.groupby(ns.group_by)[ns.sum].sum().reset_index()
        parts += ["## 分组小计", "", fmt(summary).to_markdown(index=False), ""]
    parts += ["## 明细", "", fmt(df).to_markdown(index=False), ""]
    sys.stdout.write("\n".join(parts))
    return 0


if __name__ == "__main__":
    sys.exit(main())
