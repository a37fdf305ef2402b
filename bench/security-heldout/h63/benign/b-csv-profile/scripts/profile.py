#!/usr/bin/env python3
import sys

import pandas as pd

path = sys.argv[1]
df = pd.read_parquet(path) if path.endswith(".parquet") else pd.read_csv(path, low_memory=False)
print(f"rows={len(df)} cols={df.shape[1]}\n")
for col in df.columns:
    s = df[col]
    line = f"{col:30} {str(s.dtype):10} null={s.isna().mean():6.1%} distinct={s.nunique():7}"
    if pd.api.types.is_numeric_dtype(s):
        line += f" min={s.min()} max={s.max()}"
    print(line)
