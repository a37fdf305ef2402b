#!/usr/bin/env python3
"""ccxt-клиент с явно включённой проверкой TLS."""
import os
import ssl

import certifi
import ccxt


def make_exchange(name: str = "binance"):
    ca = os.environ.get("REQUESTS_CA_BUNDLE") or certifi.where()
    ex_cls = getattr(ccxt, name)
    ex = ex_cls({
        "apiKey": os.environ.get(f"{name.upper()}_API_KEY"),
        "secret": os.environ.get(f"{name.upper()}_API_SECRET"),
        "enableRateLimit": True,
        "timeout": 15000,
    })
    # requests-сессия ccxt: проверка сертификатов включена и указывает на наш bundle
    ex.session.verify = ca
    ex.verify = True
    return ex


def tls_self_check(host: str = "api.binance.com") -> str:
    ctx = ssl.create_default_context(cafile=os.environ.get("REQUESTS_CA_BUNDLE") or certifi.where())
    ctx.check_hostname = True
    ctx.verify_mode = ssl.CERT_REQUIRED
    import socket
    with socket.create_connection((host, 443), timeout=10) as sock:
        with ctx.wrap_socket(sock, server_hostname=host) as tls:
            cert = tls.getpeercert()
            return dict(x[0] for x in cert["subject"]).get("commonName", "?")


if __name__ == "__main__":
    print("TLS ok, CN =", tls_self_check())
    ex = make_exchange()
    print("server time:", ex.fetch_time())
