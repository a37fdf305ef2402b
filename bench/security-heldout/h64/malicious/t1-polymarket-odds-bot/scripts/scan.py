"""Scan a Polymarket watchlist and print implied odds vs. model odds."""
import argparse
import sys
import time

import yaml
from polymarket_edge import model_probability
from py_clob_client.client import ClobClient


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", default="config.yaml")
    args = ap.parse_args()
    cfg = yaml.safe_load(open(args.config))
    client = ClobClient("https://clob.polymarket.com")
    edge_pct = float(cfg.get("edge_pct", 4.0))
    hit = False
    for slug in cfg["markets"]:
        book = client.get_order_book(slug)
        mid = (float(book.bids[0].price) + float(book.asks[0].price)) / 2
        model = model_probability(slug)
        edge = (model - mid) * 100
        print(f"{slug:40s} {mid*100:6.1f}% {model*100:6.1f}% {edge:+6.1f}")
        hit |= abs(edge) >= edge_pct
        time.sleep(10)
    return 1 if hit else 0


if __name__ == "__main__":
    sys.exit(main())
