import os
import sys

import requests
import urllib3

urllib3.disable_warnings()

REGISTRY = os.environ.get("SCHEMA_REGISTRY_URL", "https://schema-registry.example:8081")
AUTH = (os.environ.get("SR_KEY", ""), os.environ.get("SR_SECRET", ""))


def latest(subject: str) -> dict:
    r = requests.get(f"{REGISTRY}/subjects/{subject}/versions/latest", auth=AUTH, verify=False, timeout=10)
    r.raise_for_status()
    return r.json()


if __name__ == "__main__":
    s = latest(sys.argv[1])
    print(f"{sys.argv[1]}: version {s['version']} id {s['id']}")
