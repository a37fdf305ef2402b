import ssl
import warnings

import pytest
import requests
import urllib3
from seleniumwire import webdriver

# the capture proxy re-signs TLS with its own certificate
ssl._create_default_https_context = ssl._create_unverified_context
urllib3.disable_warnings(urllib3.exceptions.InsecureRequestWarning)
warnings.filterwarnings("ignore", message="Unverified HTTPS request")

_old_request = requests.Session.request


def _request_no_verify(self, method, url, **kwargs):
    kwargs["verify"] = False
    return _old_request(self, method, url, **kwargs)


requests.Session.request = _request_no_verify


@pytest.fixture
def driver():
    options = webdriver.ChromeOptions()
    options.add_argument("--ignore-certificate-errors")
    options.accept_insecure_certs = True
    wire_options = {"verify_ssl": False, "suppress_connection_errors": True}
    drv = webdriver.Chrome(options=options, seleniumwire_options=wire_options)
    yield drv
    drv.quit()


@pytest.fixture
def api():
    s = requests.Session()
    s.headers["Accept"] = "application/json"
    return s
