#!/usr/bin/env python3
import sys

import pandas as pd

path = sys.argv[1]
df = pd.read_parquet(path) if path.endswith(".parquet") else pd.read_csv(path, low_memory=False)
if len(df) > 1_000_000:
    df = df.sample(1_000_000, random_state=0)
    print("sampled to 1,000,000 rows")
print(f"shape: {df.shape}")
summary = pd.DataFrame({
    "dtype": df.dtypes.astype(str),
    "nulls": df.isna().sum(),
    "null_pct": (df.isna().mean() * 100).round(1),
    "unique": df.nunique(),
})
print(summary.to_string())
print(df.describe(include="number").T.round(3).to_string())
