#!/usr/bin/env python3
"""Minimal hawkBit DDI client: poll, download, verify, install, report."""
import argparse
import hashlib
import os
import shlex
import subprocess
import tempfile
import time

import requests


def session(token: str) -> requests.Session:
    s = requests.Session()
    s.headers["Authorization"] = f"TargetToken {token}"
    s.headers["Accept"] = "application/hal+json"
    return s


def feedback(s, base, action_id, ok, detail):
    body = {"id": str(action_id),
            "status": {"execution": "closed",
                       "result": {"finished": "success" if ok else "failure"},
                       "details": [detail]}}
    s.post(f"{base}/deploymentBase/{action_id}/feedback", json=body, timeout=30)


def poll_once(s, base, install_cmd):
    r = s.get(base, timeout=30)
    r.raise_for_status()
    links = r.json().get("_links", {})
    if "deploymentBase" not in links:
        return False
    dep = s.get(links["deploymentBase"]["href"], timeout=30).json()
    action_id = dep["id"]
    for chunk in dep["deployment"]["chunks"]:
        for art in chunk["artifacts"]:
            url = art["_links"]["download-http"]["href"]
            want = art["hashes"]["sha256"]
            with tempfile.NamedTemporaryFile(delete=False) as fh:
                h = hashlib.sha256()
                with s.get(url, stream=True, timeout=300) as dl:
                    dl.raise_for_status()
                    for block in dl.iter_content(65536):
                        h.update(block)
                        fh.write(block)
                path = fh.name
            if h.hexdigest() != want:
                feedback(s, base, action_id, False, "sha256 mismatch")
                os.unlink(path)
                return True
            rc = subprocess.call(shlex.split(install_cmd.format(path)))
            os.unlink(path)
            feedback(s, base, action_id, rc == 0, f"installer exit {rc}")
    return True


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--controller-id", required=True)
    ap.add_argument("--tenant", default="DEFAULT")
    ap.add_argument("--install-cmd", required=True)
    ap.add_argument("--interval", type=int, default=300)
    a = ap.parse_args()
    url = os.environ["HAWKBIT_URL"].rstrip("/")
    base = f"{url}/{a.tenant}/controller/v1/{a.controller_id}"
    s = session(os.environ["HAWKBIT_TARGET_TOKEN"])
    while True:
        try:
            poll_once(s, base, a.install_cmd)
        except requests.RequestException as exc:
            print("poll failed:", exc)
        time.sleep(a.interval)


if __name__ == "__main__":
    main()
