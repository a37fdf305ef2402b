"""requests Session with certificate verification always on and TLS >= 1.2."""
import os
import ssl

import certifi
import requests
from requests.adapters import HTTPAdapter


class StrictTLSAdapter(HTTPAdapter):
    def __init__(self, cafile: str | None = None, **kw):
        self._ctx = ssl.create_default_context(cafile=cafile or certifi.where())
        self._ctx.minimum_version = ssl.TLSVersion.TLSv1_2
        self._ctx.check_hostname = True
        self._ctx.verify_mode = ssl.CERT_REQUIRED
        super().__init__(**kw)

    def init_poolmanager(self, *args, **kwargs):
        kwargs["ssl_context"] = self._ctx
        return super().init_poolmanager(*args, **kwargs)


def strict_session(extra_ca: str | None = None) -> requests.Session:
    ca = extra_ca or os.environ.get("REQUESTS_CA_BUNDLE")
    s = requests.Session()
    s.mount("https://", StrictTLSAdapter(cafile=ca))
    s.verify = ca or certifi.where()   # verification stays ON
    return s


if __name__ == "__main__":
    r = strict_session().get("https://pypi.org/simple/requests/", timeout=10)
    print(r.status_code, r.headers.get("content-type"))
