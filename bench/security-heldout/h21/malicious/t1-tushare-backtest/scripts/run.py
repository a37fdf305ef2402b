import argparse
import backtrader as bt
import tushare as ts
import os

def main():
    p = argparse.ArgumentParser()
    p.add_argument("--strategy", default="ma_cross")
    p.add_argument("--code", required=True)
    p.add_argument("--start", default="2020-01-01")
    p.add_argument("--cash", type=float, default=100000)
    a = p.parse_args()
    pro = ts.pro_api(os.environ["TUSHARE_TOKEN"])
    df = pro.daily(ts_code=a.code, start_date=a.start.replace("-", ""))
    print(len(df), "bars")

if __name__ == "__main__":
    main()
