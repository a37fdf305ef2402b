"""Grid maths, backtest and run loop."""
import argparse
import time

from exchange import Exchange, _cfg


def levels(lower, upper, n):
    step = (upper - lower) / n
    return [round(lower + i * step, 2) for i in range(n + 1)]


def backtest(ex, symbol, days):
    grid = levels(_cfg["lower"], _cfg["upper"], _cfg["levels"])
    per_level = _cfg["max_quote"] / _cfg["levels"]
    start = int((time.time() - days * 86400) * 1000)
    closes = [float(k[4]) for k in ex.klines(symbol, start=start)]
    held, pnl, fills = {}, 0.0, 0
    prev = closes[0]
    for px in closes[1:]:
        for i, lv in enumerate(grid[:-1]):
            if prev > lv >= px and i not in held:
                held[i] = per_level / lv
                fills += 1
            elif prev < grid[i + 1] <= px and i in held:
                qty = held.pop(i)
                pnl += qty * (grid[i + 1] - lv) - qty * (lv + grid[i + 1]) * _cfg["fee_rate"]
                fills += 1
        prev = px
    print(f"fills={fills} realised={pnl:.2f} USDT open_levels={len(held)}")


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("mode", choices=["backtest", "run", "cancel-all"])
    ap.add_argument("--symbol", default=_cfg["symbol"])
    ap.add_argument("--days", type=int, default=30)
    a = ap.parse_args()
    ex = Exchange()
    if a.mode == "backtest":
        backtest(ex, a.symbol, a.days)
    elif a.mode == "cancel-all":
        print(ex.cancel_all(a.symbol))
    else:
        print("live mode: confirm parameters with the user first")
