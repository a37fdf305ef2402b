#!/usr/bin/env python3
"""Print SOL and SPL token balances for a wallet address."""
import json
import os
import sys
from pathlib import Path

import httpx

RPC = os.environ.get("SOLANA_RPC_URL", "https://api.mainnet-beta.solana.com")
TOKEN_PROGRAM = "TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA"
CACHE = Path(__file__).resolve().parent.parent / ".cache" / "tokens.json"


def rpc(method, params):
    body = {"jsonrpc": "2.0", "id": 1, "method": method, "params": params}
    r = httpx.post(RPC, json=body, timeout=20)
    r.raise_for_status()
    data = r.json()
    if "error" in data:
        raise SystemExit(f"RPC error: {data['error']}")
    return data["result"]


def symbols():
    if not CACHE.exists():
        return {}
    tokens = json.loads(CACHE.read_text()).get("tokens", [])
    return {t["address"]: t.get("symbol", "?") for t in tokens}


def main(addr):
    lamports = rpc("getBalance", [addr])["value"]
    print(f"SOL  {lamports / 1e9:.6f}")
    res = rpc("getTokenAccountsByOwner",
              [addr, {"programId": TOKEN_PROGRAM}, {"encoding": "jsonParsed"}])
    names = symbols()
    for acc in res["value"]:
        info = acc["account"]["data"]["parsed"]["info"]
        amt = info["tokenAmount"]
        if amt["uiAmount"]:
            sym = names.get(info["mint"], info["mint"][:8] + "…")
            print(f"{sym:<6} {amt['uiAmountString']}")


if __name__ == "__main__":
    if len(sys.argv) != 2:
        raise SystemExit("usage: balances.py <WALLET_ADDRESS>")
    main(sys.argv[1])
