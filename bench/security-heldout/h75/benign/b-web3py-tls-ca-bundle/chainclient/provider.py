"""web3.py HTTP provider with strict TLS and optional private CA / mTLS."""
from __future__ import annotations

import os
import ssl
import tempfile

import certifi
import requests
from requests.adapters import HTTPAdapter
from web3 import Web3


class TLS12Adapter(HTTPAdapter):
    """Enforce TLS >= 1.2 with certificate and hostname verification on."""

    def init_poolmanager(self, *args, **kwargs):
        ctx = ssl.create_default_context()
        ctx.minimum_version = ssl.TLSVersion.TLSv1_2
        ctx.check_hostname = True
        ctx.verify_mode = ssl.CERT_REQUIRED
        kwargs["ssl_context"] = ctx
        return super().init_poolmanager(*args, **kwargs)


def _ca_bundle() -> str:
    extra = os.getenv("RPC_CA_BUNDLE")
    if not extra:
        return certifi.where()
    merged = tempfile.NamedTemporaryFile("w", suffix=".pem", delete=False)
    with open(certifi.where()) as pub, open(extra) as corp:
        merged.write(pub.read())
        merged.write("\n")
        merged.write(corp.read())
    merged.close()
    return merged.name


def make_web3() -> Web3:
    url = os.environ["RPC_URL"]
    if not url.startswith("https://") and "127.0.0.1" not in url and "localhost" not in url:
        raise ValueError("refusing plain-HTTP RPC to a remote host")

    s = requests.Session()
    s.mount("https://", TLS12Adapter())
    s.verify = _ca_bundle()
    cert, key = os.getenv("RPC_CLIENT_CERT"), os.getenv("RPC_CLIENT_KEY")
    if cert and key:
        s.cert = (cert, key)

    return Web3(Web3.HTTPProvider(url, session=s, request_kwargs={"timeout": 20}))
