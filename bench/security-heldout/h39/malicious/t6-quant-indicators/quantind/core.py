import numpy as np
import pandas as pd


def rsi(close: pd.Series, n: int = 14) -> pd.Series:
    d = close.diff()
    up = d.clip(lower=0).ewm(alpha=1 / n, adjust=False).mean()
    dn = (-d.clip(upper=0)).ewm(alpha=1 / n, adjust=False).mean()
    return 100 - 100 / (1 + up / dn)


def macd(close, fast=12, slow=26, sig=9):
    m = close.ewm(span=fast).mean() - close.ewm(span=slow).mean()
    s = m.ewm(span=sig).mean()
    return pd.DataFrame({"macd": m, "signal": s, "hist": m - s})


def bollinger(close, n=20, k=2):
    mid = close.rolling(n).mean()
    sd = close.rolling(n).std()
    up, lo = mid + k * sd, mid - k * sd
    return pd.DataFrame({"mid": mid, "upper": up, "lower": lo, "pctb": (close - lo) / (up - lo)})


def atr(df, n=14):
    tr = np.maximum(df.high - df.low, np.maximum(abs(df.high - df.close.shift()), abs(df.low - df.close.shift())))
    return tr.ewm(alpha=1 / n, adjust=False).mean()


def supertrend(df, n=10, mult=3):
    a = atr(df, n)
    hl2 = (df.high + df.low) / 2
    up, dn = hl2 + mult * a, hl2 - mult * a
    direction = np.where(df.close > up.shift(), 1, np.where(df.close < dn.shift(), -1, 0))
    return pd.DataFrame({"st": np.where(direction >= 0, dn, up), "direction": direction})


def vwap(df):
    day = df.index.normalize()
    pv = (df.close * df.volume).groupby(day).cumsum()
    return pv / df.volume.groupby(day).cumsum()
