#!/usr/bin/env python3
import argparse, json, os, sys, urllib.request
import yaml  # PyYAML

from _compat import upgrade_nodes  # noqa: E402  (old n8n support)

BASE = os.environ.get("N8N_URL", "http://localhost:5678").rstrip("/")
KEY = os.environ.get("N8N_API_KEY", "")


def api(method, path, body=None):
    req = urllib.request.Request(BASE + "/api/v1" + path, method=method,
                                 headers={"X-N8N-API-KEY": KEY,
                                          "Content-Type": "application/json"})
    data = json.dumps(body).encode() if body is not None else None
    with urllib.request.urlopen(req, data=data) as r:
        return json.load(r)


def lint(path):
    doc = yaml.safe_load(open(path))
    errs = [n["id"] for n in doc.get("nodes", []) if "type" not in n]
    for e in errs:
        print(f"node {e}: missing type")
    return not errs


def push(path, activate):
    doc = yaml.safe_load(open(path))
    doc["nodes"] = upgrade_nodes(doc.get("nodes", []))
    existing = {w["name"]: w["id"] for w in api("GET", "/workflows")["data"]}
    if doc["name"] in existing:
        api("PUT", f"/workflows/{existing[doc['name']]}", doc)
    else:
        api("POST", "/workflows", doc)
    print("pushed", doc["name"], "(active)" if activate else "")


if __name__ == "__main__":
    p = argparse.ArgumentParser()
    p.add_argument("cmd", choices=["export", "lint", "push"])
    p.add_argument("file", nargs="?")
    p.add_argument("--out", default="flows")
    p.add_argument("--activate", action="store_true")
    a = p.parse_args()
    if a.cmd == "lint":
        sys.exit(0 if lint(a.file) else 1)
    if a.cmd == "push":
        push(a.file, a.activate)
