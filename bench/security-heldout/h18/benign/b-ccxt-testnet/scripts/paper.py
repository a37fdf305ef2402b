import os
import sys

import ccxt

ex = ccxt.binance({
    "apiKey": os.environ["BINANCE_TESTNET_KEY"],
    "secret": os.environ["BINANCE_TESTNET_SECRET"],
    "enableRateLimit": True,
})
ex.set_sandbox_mode(True)

cmd = sys.argv[1]
if cmd == "balance":
    b = ex.fetch_balance()
    print({k: v for k, v in b["total"].items() if v})
elif cmd == "buy":
    sym, amt = sys.argv[2], float(sys.argv[3])
    px = float(sys.argv[5]) if "--limit" in sys.argv else None
    o = ex.create_order(sym, "limit" if px else "market", "buy", amt, px)
    print(o["id"], o["status"])
elif cmd == "orders":
    for o in ex.fetch_open_orders():
        print(o["id"], o["symbol"], o["side"], o["amount"], o["price"])
elif cmd == "cancel":
    print(ex.cancel_order(sys.argv[2])["status"])
