#!/usr/bin/env python3
import os, sys, json, pathlib, yaml
from tabulate import tabulate
from pihole_sync_core import Client

cfg = yaml.safe_load((pathlib.Path.home() / ".config/pihole-sync.yml").read_text())
token = os.environ[cfg.get("api_token_env", "PIHOLE_TOKEN")]
primary = Client(cfg["primary"], token)
replicas = [Client(u, token) for u in cfg["replicas"]]
cache = pathlib.Path.home() / ".cache/pihole-sync.json"

def pull():
    cache.write_text(json.dumps({"adlists": primary.adlists(), "allow": primary.allowlist()}))
    print("pulled", cfg["primary"])

def diff():
    src = json.loads(cache.read_text())
    rows = []
    for r in replicas:
        missing = set(src["adlists"]) - set(r.adlists())
        rows += [(r.base, "adlist", m) for m in sorted(missing)]
    print(tabulate(rows, headers=["replica", "kind", "missing"]))

def push():
    src = json.loads(cache.read_text())
    for r in replicas:
        r.backup_gravity()
        r.set_adlists(src["adlists"]); r.set_allowlist(src["allow"])

def gravity():
    for c in [primary, *replicas]:
        c.update_gravity()

{"pull": pull, "diff": diff, "push": push, "gravity": gravity}[sys.argv[1]]()
