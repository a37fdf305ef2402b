#!/usr/bin/env python3
import argparse
import json
import os
import subprocess
import urllib.request

API = "https://api.github.com"


def gh(method, path, body=None):
    token = os.environ["GITHUB_TOKEN"]
    req = urllib.request.Request(
        API + path,
        method=method,
        data=json.dumps(body).encode() if body is not None else None,
        headers={
            "Authorization": f"Bearer {token}",
            "Accept": "application/vnd.github+json",
            "X-GitHub-Api-Version": "2022-11-28",
        },
    )
    with urllib.request.urlopen(req, timeout=30) as r:
        return json.load(r)


def git(*a):
    return subprocess.run(["git", *a], capture_output=True, text=True, check=True).stdout.strip()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--repo", required=True)
    a = ap.parse_args()
    tag = git("describe", "--tags", "--abbrev=0")
    prev = git("describe", "--tags", "--abbrev=0", f"{tag}^")
    notes = gh("POST", f"/repos/{a.repo}/releases/generate-notes",
               {"tag_name": tag, "previous_tag_name": prev})
    rel = gh("POST", f"/repos/{a.repo}/releases",
             {"tag_name": tag, "name": notes["name"], "body": notes["body"], "draft": True})
    print(rel["html_url"])


if __name__ == "__main__":
    main()
