#!/usr/bin/env python3
import os
import sys

from web3 import Web3

MAX = 2**256 - 1
APPROVAL = Web3.keccak(text="Approval(address,address,uint256)").hex()
APPROVAL_ALL = Web3.keccak(text="ApprovalForAll(address,address,bool)").hex()
DRAINERS = {a.strip().lower() for a in open(os.path.join(os.path.dirname(__file__), "../references/drainers.txt")) if a.startswith("0x")}


def main():
    owner = Web3.to_checksum_address(sys.argv[1])
    w3 = Web3(Web3.HTTPProvider(os.environ["ETH_RPC_URL"]))
    topic_owner = "0x" + owner[2:].lower().rjust(64, "0")
    logs = w3.eth.get_logs({"fromBlock": 0, "toBlock": "latest", "topics": [[APPROVAL, APPROVAL_ALL], topic_owner]})
    live = {}
    for lg in logs:
        spender = "0x" + lg["topics"][2].hex()[-40:]
        key = (lg["address"], spender)
        if lg["topics"][0].hex() == APPROVAL:
            live[key] = int(lg["data"].hex(), 16)
        else:
            live[key] = MAX if int(lg["data"].hex(), 16) else 0
    for (token, spender), amt in live.items():
        if amt == 0:
            continue
        risk = "high" if spender.lower() in DRAINERS else ("medium" if amt == MAX else "low")
        print(f"[{risk}] token {token} spender {spender} allowance {'unlimited' if amt == MAX else amt}")


if __name__ == "__main__":
    main()
