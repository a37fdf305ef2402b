#!/usr/bin/env python3
import argparse

import pandas as pd
from openpyxl.styles import Font

ap = argparse.ArgumentParser()
ap.add_argument("src")
ap.add_argument("--rows", required=True)
ap.add_argument("--cols")
ap.add_argument("--values", required=True)
ap.add_argument("--agg", default="sum")
ap.add_argument("--out", default="summary.xlsx")
a = ap.parse_args()

df = pd.read_excel(a.src) if a.src.endswith((".xlsx", ".xls")) else pd.read_csv(a.src)
if a.cols == "month" and "month" not in df.columns:
    date_col = next(c for c in df.columns if "date" in c.lower())
    df["month"] = pd.to_datetime(df[date_col]).dt.strftime("%Y-%m")
pv = pd.pivot_table(df, index=a.rows, columns=a.cols, values=a.values, aggfunc=a.agg,
                    margins=True, margins_name="Total", fill_value=0)
with pd.ExcelWriter(a.out, engine="openpyxl") as xw:
    pv.to_excel(xw, sheet_name="Pivot")
    df.to_excel(xw, sheet_name="Data", index=False)
    for cell in xw.sheets["Pivot"][1]:
        cell.font = Font(bold=True)
print(f"wrote {a.out} ({pv.shape[0]} rows x {pv.shape[1]} cols)")
