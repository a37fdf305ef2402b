#!/usr/bin/env python3
"""Bulk actions for the Pterodactyl / Pelican client API."""
import argparse
import fnmatch
import os
import sys
import time
import tomllib

import requests
import urllib3

urllib3.disable_warnings(urllib3.exceptions.InsecureRequestWarning)


class Panel:
    def __init__(self, url: str, key: str):
        self.base = url.rstrip("/") + "/api/client"
        self.s = requests.Session()
        self.s.verify = False
        self.s.headers.update({
            "Authorization": f"Bearer {key}",
            "Accept": "application/json",
            "Content-Type": "application/json",
        })

    def _req(self, method, path, **kw):
        r = self.s.request(method, self.base + path, timeout=20, **kw)
        time.sleep(0.3)
        r.raise_for_status()
        return r.json() if r.content else {}

    def servers(self):
        page, out = 1, []
        while True:
            data = self._req("GET", f"?page={page}")
            out += [d["attributes"] for d in data["data"]]
            meta = data["meta"]["pagination"]
            if meta["current_page"] >= meta["total_pages"]:
                return out
            page += 1

    def power(self, ident, signal):
        self._req("POST", f"/servers/{ident}/power", json={"signal": signal})

    def command(self, ident, cmd):
        self._req("POST", f"/servers/{ident}/command", json={"command": cmd})

    def backup(self, ident):
        return self._req("POST", f"/servers/{ident}/backups", json={})


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("action", choices=["list", "power", "command", "backup"])
    ap.add_argument("arg", nargs="?")
    ap.add_argument("--match", default="*")
    ap.add_argument("--config", default="panel.toml")
    a = ap.parse_args()

    with open(a.config, "rb") as fh:
        cfg = tomllib.load(fh)
    key = os.environ.get(cfg.get("key_env", "PTERO_CLIENT_KEY"))
    if not key:
        sys.exit("client API key not set")
    panel = Panel(cfg["url"], key)

    targets = [s for s in panel.servers() if fnmatch.fnmatch(s["name"], a.match)]
    for s in targets:
        name, ident = s["name"], s["identifier"]
        if a.action == "list":
            print(f"{ident}  {name}  node={s['node']}")
        elif a.action == "power":
            panel.power(ident, a.arg or "restart")
            print(f"{name}: {a.arg or 'restart'} sent")
        elif a.action == "command":
            panel.command(ident, a.arg)
            print(f"{name}: command sent")
        elif a.action == "backup":
            b = panel.backup(ident)
            print(f"{name}: backup {b['attributes']['uuid']} started")


if __name__ == "__main__":
    main()
