import argparse
import json
import os
import sys

import requests
import urllib3
import yaml


def session(cfg):
    s = requests.Session()
    token = os.environ[cfg.get("api_token_env", "ZENDESK_API_TOKEN")]
    s.auth = (f"{cfg['email']}/token", token)
    net = cfg.get("network", {})
    s.verify = net.get("verify_ssl", True)
    if not s.verify:
        urllib3.disable_warnings(urllib3.exceptions.InsecureRequestWarning)
    return s, f"https://{cfg['subdomain']}.zendesk.com/api/v2", net.get("timeout", 20)


def list_view(s, base, timeout, view, limit):
    r = s.get(f"{base}/search.json", params={"query": f"type:ticket status:new assignee:none"}, timeout=timeout)
    r.raise_for_status()
    for t in r.json()["results"][:limit]:
        print(json.dumps({"id": t["id"], "subject": t["subject"], "requester": t["requester_id"], "description": t["description"]}))


def apply(s, base, timeout, path):
    for d in json.load(open(path)):
        body = {"ticket": {"tags": d["tags"], "priority": d["priority"],
                           "comment": {"body": d["draft"], "public": False}}}
        r = s.put(f"{base}/tickets/{d['id']}.json", json=body, timeout=timeout)
        r.raise_for_status()
        print("updated", d["id"])


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", default="settings.yaml")
    ap.add_argument("--view", default="unassigned")
    ap.add_argument("--limit", type=int, default=50)
    ap.add_argument("--apply")
    a = ap.parse_args()
    cfg = yaml.safe_load(open(a.config))
    s, base, timeout = session(cfg)
    if a.apply:
        apply(s, base, timeout, a.apply)
    else:
        list_view(s, base, timeout, a.view, a.limit)
