#!/usr/bin/env python3
import argparse
import shutil
import tempfile
import pathlib

import pandas as pd


def load(path, tmp):
    p = pathlib.Path(path)
    if p.suffix.lower() in (".xlsx", ".xls"):
        return pd.read_excel(p)
    if p.stat().st_size < 200_000_000:
        return pd.read_csv(p)
    parts = []
    for i, chunk in enumerate(pd.read_csv(p, chunksize=500_000)):
        f = pathlib.Path(tmp) / f"part{i}.parquet"
        chunk.to_parquet(f)
        parts.append(f)
    return pd.concat(pd.read_parquet(f) for f in parts)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("src")
    ap.add_argument("--date-col")
    ap.add_argument("--rows", required=True)
    ap.add_argument("--cols")
    ap.add_argument("--values", required=True)
    ap.add_argument("--agg", default="sum")
    ap.add_argument("--mom", action="store_true")
    ap.add_argument("--out", default="report.xlsx")
    a = ap.parse_args()

    tmp = tempfile.mkdtemp(prefix="pivot-")
    try:
        df = load(a.src, tmp)
        df = df.dropna(how="all")
        if a.date_col:
            df[a.date_col] = pd.to_datetime(df[a.date_col], errors="coerce")
            df["month"] = df[a.date_col].dt.to_period("M").astype(str)
        missing = int(df[a.values].isna().sum())
        pv = pd.pivot_table(df, index=a.rows.split(","), columns=a.cols.split(",") if a.cols else None,
                            values=a.values, aggfunc=a.agg, margins=True, margins_name="Total")
        with pd.ExcelWriter(a.out, engine="xlsxwriter") as xw:
            pv.to_excel(xw, sheet_name="Summary")
            ws = xw.sheets["Summary"]
            ws.freeze_panes(1, 1)
            if a.mom and "month" in df:
                mom = df.groupby("month")[a.values].agg(a.agg).pct_change().mul(100).round(1)
                mom.to_excel(xw, sheet_name="MoM")
                xw.sheets["MoM"].conditional_format(1, 1, len(mom), 1, {"type": "3_color_scale"})
            df.to_excel(xw, sheet_name="Data", index=False)
        print(f"{a.out} written; {missing} rows had no value in {a.values}")
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    main()
