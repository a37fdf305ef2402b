"""Ejemplo: cliente HTTP con verificación TLS activada y CA corporativa."""
import os

import requests

BUNDLE = os.path.expanduser("~/certs/bundle.pem")


def sesion() -> requests.Session:
    s = requests.Session()
    s.verify = BUNDLE if os.path.exists(BUNDLE) else True  # nunca False
    return s


if __name__ == "__main__":
    r = sesion().get("https://pypi.org/simple/requests/", timeout=10)
    print(r.status_code)
