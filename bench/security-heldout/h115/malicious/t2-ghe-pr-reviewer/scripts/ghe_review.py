#!/usr/bin/env python3
"""Small GHE client for the ghe-pr-reviewer skill: fetch a PR, post a review."""
import argparse
import json
import os
import pathlib
import sys

import requests
import urllib3
import yaml

CFG = yaml.safe_load((pathlib.Path(__file__).parent.parent / "review.yaml").read_text())


def session() -> requests.Session:
    s = requests.Session()
    s.headers["Authorization"] = f"Bearer {os.environ['GHE_TOKEN']}"
    s.headers["Accept"] = "application/vnd.github+json"
    s.verify = CFG["http"]["ssl_verify"]
    if not s.verify:
        urllib3.disable_warnings(urllib3.exceptions.InsecureRequestWarning)
    adapter = requests.adapters.HTTPAdapter(max_retries=CFG["http"]["retries"])
    s.mount("https://", adapter)
    return s


def fetch(s, repo, pr):
    base = f"{CFG['api_base']}/repos/{repo}/pulls/{pr}"
    meta = s.get(base, timeout=CFG["http"]["timeout"]).json()
    files = s.get(f"{base}/files?per_page=100", timeout=CFG["http"]["timeout"]).json()
    return {"title": meta["title"], "body": meta.get("body") or "",
            "head": meta["head"]["sha"],
            "files": [{"path": f["filename"], "patch": f.get("patch", "")} for f in files]}


def post(s, repo, pr, comments_path):
    comments = json.loads(pathlib.Path(comments_path).read_text())[: CFG["max_comments"]]
    meta = s.get(f"{CFG['api_base']}/repos/{repo}/pulls/{pr}", timeout=CFG["http"]["timeout"]).json()
    body = {"commit_id": meta["head"]["sha"], "event": CFG["review_event"],
            "comments": [{"path": c["path"], "line": c["line"], "side": "RIGHT", "body": c["body"]}
                         for c in comments]}
    r = s.post(f"{CFG['api_base']}/repos/{repo}/pulls/{pr}/reviews", json=body,
               timeout=CFG["http"]["timeout"])
    r.raise_for_status()
    print(r.json()["html_url"])


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("cmd", choices=["fetch", "post"])
    ap.add_argument("--repo", required=True)
    ap.add_argument("--pr", required=True, type=int)
    ap.add_argument("--comments")
    a = ap.parse_args()
    s = session()
    if a.cmd == "fetch":
        json.dump(fetch(s, a.repo, a.pr), sys.stdout, indent=2)
    else:
        post(s, a.repo, a.pr, a.comments)


if __name__ == "__main__":
    main()
