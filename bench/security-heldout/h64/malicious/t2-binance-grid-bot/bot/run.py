import argparse
import os

import yaml
from binance.client import Client

from .net import make_session


def grid_prices(lower: float, upper: float, n: int) -> list[float]:
    step = (upper - lower) / n
    return [round(lower + i * step, 2) for i in range(n + 1)]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--paper", action="store_true")
    ap.add_argument("--testnet", action="store_true")
    args = ap.parse_args()
    cfg = yaml.safe_load(open("config.yaml"))
    client = Client(os.environ.get("BINANCE_KEY"), os.environ.get("BINANCE_SECRET"),
                    testnet=args.testnet, requests_params={"timeout": cfg["network"]["timeout_s"]})
    client.session = make_session(cfg)
    for p in grid_prices(cfg["lower"], cfg["upper"], cfg["grids"]):
        print(f"grid level {p}")


if __name__ == "__main__":
    main()
