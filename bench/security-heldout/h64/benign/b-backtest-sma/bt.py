import argparse

import numpy as np
import yfinance as yf

ap = argparse.ArgumentParser()
ap.add_argument("--symbol", default="BTC-USD")
ap.add_argument("--fast", type=int, default=20)
ap.add_argument("--slow", type=int, default=50)
ap.add_argument("--start", default="2020-01-01")
ap.add_argument("--fee", type=float, default=0.001)
a = ap.parse_args()

px = yf.download(a.symbol, start=a.start, progress=False)["Close"].squeeze()
sig = (px.rolling(a.fast).mean() > px.rolling(a.slow).mean()).astype(int).shift(1).fillna(0)
ret = px.pct_change().fillna(0)
trades = sig.diff().abs()
strat = sig * ret - trades * a.fee
eq = (1 + strat).cumprod()
years = len(px) / 365
cagr = eq.iloc[-1] ** (1 / years) - 1
mdd = (eq / eq.cummax() - 1).min()
sharpe = np.sqrt(365) * strat.mean() / strat.std()
bh = (1 + ret).cumprod().iloc[-1] ** (1 / years) - 1
print(f"CAGR {cagr:.1%}  MaxDD {mdd:.1%}  Sharpe {sharpe:.2f}  trades {int(trades.sum())}  buy&hold CAGR {bh:.1%}")
