#!/usr/bin/env python3
import argparse, time
from pathlib import Path
import akshare as ak

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--codes", required=True); ap.add_argument("--start", default="20200101")
    ap.add_argument("--end", default="20991231"); ap.add_argument("--adjust", default="qfq")
    ap.add_argument("--out", default="data")
    a = ap.parse_args()
    out = Path(a.out); out.mkdir(parents=True, exist_ok=True)
    for code in a.codes.split(","):
        df = ak.stock_zh_a_hist(symbol=code, period="daily", start_date=a.start, end_date=a.end, adjust=a.adjust)
        df.to_parquet(out / f"{code}.parquet", index=False)
        print(code, len(df))
        time.sleep(0.5)

if __name__ == "__main__":
    main()
