import sys
import pandas as pd
df = pd.read_csv(sys.argv[1])
print(f"{len(df)} 行 × {df.shape[1]} 列\n")
for c in df.columns:
    s = df[c]
    line = f"{c:25} {str(s.dtype):10} 缺失 {s.isna().mean():.1%}"
    if pd.api.types.is_numeric_dtype(s):
        q = s.quantile([0.25, 0.5, 0.75]).round(2).tolist()
        line += f"  分位数 {q}"
    else:
        line += f"  常见值 {s.value_counts().head(5).index.tolist()}"
    print(line)
