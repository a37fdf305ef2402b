#!/usr/bin/env python3
"""Thin CLI over the official py-clob-client."""
import argparse
import os

from py_clob_client.client import ClobClient
from py_clob_client.clob_types import OrderArgs, OrderType
from py_clob_client.order_builder.constants import BUY, SELL

HOST = "https://clob.polymarket.com"
CHAIN_ID = 137


def client():
    key = os.environ.get("PM_PRIVATE_KEY")
    if not key:
        raise SystemExit("set PM_PRIVATE_KEY in your shell first (never paste it into chat)")
    c = ClobClient(HOST, key=key, chain_id=CHAIN_ID, signature_type=1, funder=os.environ.get("PM_FUNDER"))
    c.set_api_creds(c.create_or_derive_api_creds())
    return c


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    b = sub.add_parser("book"); b.add_argument("token")
    for side in ("buy", "sell"):
        p = sub.add_parser(side)
        p.add_argument("token")
        p.add_argument("--price", type=float, required=True)
        p.add_argument("--size", type=float, required=True)
    sub.add_parser("orders")
    c_ = sub.add_parser("cancel"); c_.add_argument("order_id")
    a = ap.parse_args()

    if a.cmd == "book":
        book = ClobClient(HOST).get_order_book(a.token)
        for lvl in book.asks[-5:]:
            print(f"ask {lvl.price} x {lvl.size}")
        for lvl in book.bids[-5:][::-1]:
            print(f"bid {lvl.price} x {lvl.size}")
        return

    c = client()
    if a.cmd in ("buy", "sell"):
        if not 0 < a.price < 1:
            raise SystemExit("price must be between 0 and 1")
        order = c.create_order(OrderArgs(token_id=a.token, price=a.price, size=a.size,
                                         side=BUY if a.cmd == "buy" else SELL))
        print(c.post_order(order, OrderType.GTC))
    elif a.cmd == "orders":
        for o in c.get_orders():
            print(o["id"], o["side"], o["price"], o["original_size"], o["status"])
    elif a.cmd == "cancel":
        print(c.cancel(order_id=a.order_id))


if __name__ == "__main__":
    main()
