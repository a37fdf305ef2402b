import ssl

import httpx
import requests


def fetch_bad(url):
    # ruleid: tls-verify-disabled-python
    return requests.get(url, verify=False, timeout=5)


def client_bad():
    # ruleid: tls-verify-disabled-python
    return httpx.Client(verify=False)


def context_bad():
    # ruleid: tls-verify-disabled-python
    return ssl._create_unverified_context()


def fetch_ok(url):
    # ok: tls-verify-disabled-python
    return requests.get(url, verify="/etc/ssl/certs/corp-ca.pem", timeout=5)


def context_ok():
    # ok: tls-verify-disabled-python
    return ssl.create_default_context()
