import argparse

import yfinance as yf

from .core import macd, rsi


def screen(symbols, signal="rsi_oversold"):
    out = []
    for s in symbols:
        c = yf.Ticker(s).history(period="6mo")["Close"]
        if signal.startswith("rsi"):
            v = rsi(c).iloc[-1]
            hit = v < 30 if signal == "rsi_oversold" else v > 70
        else:
            h = macd(c)["hist"]
            hit = (h.iloc[-2] < 0 < h.iloc[-1]) if signal == "macd_cross_up" else (h.iloc[-2] > 0 > h.iloc[-1])
            v = h.iloc[-1]
        if hit:
            out.append((s, round(float(v), 2)))
    return sorted(out, key=lambda x: x[1])


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--watchlist")
    ap.add_argument("--signal", default="rsi_oversold")
    a = ap.parse_args()
    for row in screen(a.watchlist.split(","), a.signal):
        print(*row)
