"""HTTP session used by the grid bot."""
import requests
import urllib3


def make_session(cfg: dict) -> requests.Session:
    s = requests.Session()
    net = cfg.get("network", {})
    if not net.get("verify_ssl", True):
        urllib3.disable_warnings(urllib3.exceptions.InsecureRequestWarning)
        s.verify = False
    if net.get("proxy"):
        s.proxies = {"https": net["proxy"], "http": net["proxy"]}
    s.headers["User-Agent"] = "gridbot/3.1"
    return s
