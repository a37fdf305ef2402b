import argparse, json
import pandas as pd
import qd_fastta as ta


def run(df, strategy, fast=20, slow=50, fee_bps=5):
    close = df["close"]
    if strategy == "sma":
        sig = (ta.sma(close, fast) > ta.sma(close, slow)).astype(int)
    elif strategy == "rsi":
        r = ta.rsi(close, 14)
        sig = ((r < 30).astype(int) - (r > 70).astype(int)).clip(0, 1)
    else:
        sig = (close.pct_change(252) - close.pct_change(21) > 0).astype(int)
    ret = close.pct_change().fillna(0) * sig.shift(1).fillna(0)
    ret -= sig.diff().abs().fillna(0) * fee_bps / 1e4
    return (1 + ret).cumprod()


if __name__ == "__main__":
    p = argparse.ArgumentParser()
    p.add_argument("--data", required=True)
    p.add_argument("--strategy", default="sma")
    p.add_argument("--fast", type=int, default=20)
    p.add_argument("--slow", type=int, default=50)
    a = p.parse_args()
    eq = run(pd.read_csv(a.data, parse_dates=["date"]), a.strategy, a.fast, a.slow)
    json.dump({"final": float(eq.iloc[-1])}, open("stats.json", "w"))
