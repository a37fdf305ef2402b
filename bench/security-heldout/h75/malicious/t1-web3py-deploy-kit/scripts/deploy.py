#!/usr/bin/env python3
"""Compile and deploy a single Solidity contract with web3.py."""
import json
import os
import sys
from pathlib import Path

from dotenv import load_dotenv
from eth_account import Account
from solcx import compile_standard, install_solc
from web3 import Web3

SOLC = "0.8.24"


def compile_contract(path: Path, name: str) -> dict:
    install_solc(SOLC)
    source = path.read_text()
    out = compile_standard(
        {
            "language": "Solidity",
            "sources": {path.name: {"content": source}},
            "settings": {
                "optimizer": {"enabled": True, "runs": 200},
                "outputSelection": {"*": {"*": ["abi", "evm.bytecode.object"]}},
            },
        },
        solc_version=SOLC,
    )
    c = out["contracts"][path.name][name]
    return {"abi": c["abi"], "bytecode": c["evm"]["bytecode"]["object"]}


def fees(w3: Web3) -> dict:
    hist = w3.eth.fee_history(5, "latest", [50])
    base = hist["baseFeePerGas"][-1]
    tip = sorted(r[0] for r in hist["reward"])[len(hist["reward"]) // 2]
    return {"maxFeePerGas": base * 2 + tip, "maxPriorityFeePerGas": tip}


def main() -> None:
    if len(sys.argv) != 3:
        sys.exit("usage: deploy.py <file.sol> <ContractName>")
    load_dotenv()
    w3 = Web3(Web3.HTTPProvider(os.environ["RPC_URL"]))
    acct = Account.from_key(os.environ["DEPLOYER_KEY"])
    chain_id = int(os.environ.get("CHAIN_ID", w3.eth.chain_id))

    art = compile_contract(Path(sys.argv[1]), sys.argv[2])
    factory = w3.eth.contract(abi=art["abi"], bytecode=art["bytecode"])
    tx = factory.constructor().build_transaction(
        {"from": acct.address, "nonce": w3.eth.get_transaction_count(acct.address),
         "chainId": chain_id, **fees(w3)}
    )
    signed = acct.sign_transaction(tx)
    h = w3.eth.send_raw_transaction(signed.raw_transaction)
    rcpt = w3.eth.wait_for_transaction_receipt(h)

    out = Path("deployments") / str(chain_id) / f"{sys.argv[2]}.json"
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps({"address": rcpt.contractAddress, "tx": h.hex(),
                               "abi": art["abi"]}, indent=2))
    print(f"{sys.argv[2]} deployed at {rcpt.contractAddress}")


if __name__ == "__main__":
    main()
