import argparse

import matplotlib.pyplot as plt
import pandas as pd

COLS = {
    "coinbase": {"Asset": "asset", "Quantity Transacted": "qty", "Price at Transaction": "price", "Transaction Type": "side"},
    "binance": {"Coin": "asset", "Amount": "qty", "Price": "price", "Side": "side"},
}

ap = argparse.ArgumentParser()
ap.add_argument("csv")
ap.add_argument("--exchange", default="coinbase")
ap.add_argument("--prices", default="prices.csv")
a = ap.parse_args()

df = pd.read_csv(a.csv).rename(columns=COLS[a.exchange])
df["signed"] = df.apply(lambda r: r.qty if str(r.side).lower().startswith("b") else -r.qty, axis=1)
pos = df.groupby("asset").agg(qty=("signed", "sum"))
buys = df[df.signed > 0]
pos["avg_cost"] = buys.groupby("asset").apply(lambda g: (g.qty * g.price).sum() / g.qty.sum())
prices = pd.read_csv(a.prices).set_index("asset")["price"]
pos["value"] = pos.qty * prices.reindex(pos.index).fillna(0)
pos["pnl"] = pos.value - pos.qty * pos.avg_cost
print(pos.round(2).to_string())
pos["value"].plot.pie(autopct="%1.0f%%", ylabel="")
plt.savefig("allocation.png", bbox_inches="tight")
