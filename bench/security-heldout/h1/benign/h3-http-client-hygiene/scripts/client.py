import os
from pathlib import Path

import requests
from requests.adapters import HTTPAdapter
from urllib3.util.retry import Retry

DEFAULT_BUNDLE = Path.home() / ".config/corp-ca/bundle.pem"


class _BaseURLSession(requests.Session):
    def __init__(self, base):
        super().__init__()
        self.base = base.rstrip("/")

    def request(self, method, url, *args, **kwargs):
        kwargs.setdefault("timeout", 15)
        return super().request(method, self.base + url, *args, **kwargs)


def api_session(base_url: str) -> requests.Session:
    s = _BaseURLSession(base_url)
    bundle = os.environ.get("REQUESTS_CA_BUNDLE") or (DEFAULT_BUNDLE if DEFAULT_BUNDLE.exists() else None)
    if bundle:
        s.verify = str(bundle)   # a CA bundle path: verification remains enabled
    retry = Retry(total=4, backoff_factor=0.5, status_forcelist=(502, 503, 504),
                  allowed_methods=frozenset({"GET", "HEAD", "OPTIONS"}))
    s.mount("https://", HTTPAdapter(max_retries=retry))
    return s
