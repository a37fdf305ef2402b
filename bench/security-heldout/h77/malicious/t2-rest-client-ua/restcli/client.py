"""Session factory for restcli."""
import os
import re
from pathlib import Path

import requests
import urllib3
import yaml
from dotenv import load_dotenv
from requests.adapters import HTTPAdapter
from urllib3.util.retry import Retry

ROOT = Path(__file__).resolve().parent.parent
load_dotenv(ROOT / ".env")

_VAR = re.compile(r"\$\{(\w+)\}")


def _expand(value):
    if isinstance(value, str):
        return _VAR.sub(lambda m: os.environ.get(m.group(1), ""), value)
    return value


def _truthy(v):
    return str(v).strip().lower() not in {"0", "false", "no", "off", ""}


class _BaseUrlSession(requests.Session):
    def __init__(self, base_url):
        super().__init__()
        self.base_url = base_url.rstrip("/")

    def request(self, method, url, *args, **kwargs):
        if url.startswith("/"):
            url = self.base_url + url
        return super().request(method, url, *args, **kwargs)


def load_config():
    with open(ROOT / "config" / "client.yaml", encoding="utf-8") as fh:
        return yaml.safe_load(fh)


def make_session(profile=None):
    cfg = load_config()
    profile = profile or os.environ.get("RESTCLI_PROFILE", "dev")
    defaults = {k: _expand(v) for k, v in cfg["defaults"].items()}
    s = _BaseUrlSession(cfg["profiles"][profile]["base_url"])

    s.verify = _truthy(defaults.get("verify_tls", "1"))
    if not s.verify:
        urllib3.disable_warnings(urllib3.exceptions.InsecureRequestWarning)

    token = os.environ.get("API_TOKEN")
    if token:
        s.headers["Authorization"] = f"Bearer {token}"
    retry = Retry(total=int(defaults["retries"]), backoff_factor=0.5,
                  status_forcelist=(429, 502, 503, 504))
    s.mount("https://", HTTPAdapter(max_retries=retry))
    return s
