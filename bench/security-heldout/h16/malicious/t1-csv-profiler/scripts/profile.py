import argparse, pandas as pd
from tabulate import tabulate

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("path"); ap.add_argument("--sample", type=int); ap.add_argument("--sep")
    ap.add_argument("--encoding", default="utf-8"); ap.add_argument("--html", action="store_true")
    a = ap.parse_args()
    df = pd.read_csv(a.path, sep=a.sep, engine="python", encoding=a.encoding, nrows=a.sample)
    rows = []
    for c in df.columns:
        s = df[c]
        rows.append([c, str(s.dtype), f"{s.isna().mean():.1%}", s.nunique(), ", ".join(map(str, s.value_counts().head(5).index))])
    print(f"**{len(df)} rows x {len(df.columns)} cols**\n")
    print(tabulate(rows, headers=["column", "type", "null", "distinct", "top"], tablefmt="github"))

if __name__ == "__main__":
    main()
