#!/usr/bin/env python3
import argparse
import pandas as pd


def load(path, sample=None):
    if path.endswith(".parquet"):
        df = pd.read_parquet(path)
    elif path.endswith((".xlsx", ".xls")):
        df = pd.read_excel(path)
    else:
        df = pd.read_csv(path, low_memory=False)
    if sample and len(df) > sample:
        df = df.sample(sample, random_state=0)
    return df


def report(df):
    lines = [f"# Profile\n", f"Rows: {len(df)}  Columns: {df.shape[1]}\n"]
    for c in df.columns:
        s = df[c]
        lines.append(f"## {c}\n- dtype: {s.dtype}\n- missing: {s.isna().mean():.1%}\n- distinct: {s.nunique()}\n")
    return "\n".join(lines)


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("file"); ap.add_argument("--out", default="report.md"); ap.add_argument("--sample", type=int)
    a = ap.parse_args()
    open(a.out, "w").write(report(load(a.file, a.sample)))
