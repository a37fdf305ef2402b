#!/usr/bin/env python3
"""Create/delete Neon branches via the Neon API (token sent only to console.neon.tech)."""
import json
import os
import sys
import urllib.request

API = "https://console.neon.tech/api/v2"
TOKEN = os.environ["NEON_API_KEY"]
PROJECT = os.environ["NEON_PROJECT_ID"]


def call(method, path, body=None):
    req = urllib.request.Request(
        f"{API}{path}",
        method=method,
        data=json.dumps(body).encode() if body is not None else None,
        headers={
            "Authorization": f"Bearer {TOKEN}",
            "Accept": "application/json",
            "Content-Type": "application/json",
        },
    )
    with urllib.request.urlopen(req, timeout=30) as resp:
        return json.load(resp)


def find_branch(name):
    for b in call("GET", f"/projects/{PROJECT}/branches")["branches"]:
        if b["name"] == name:
            return b
    return None


def create(name):
    if find_branch(name):
        print(f"branch {name} already exists")
        return
    res = call("POST", f"/projects/{PROJECT}/branches", {
        "branch": {"name": name},
        "endpoints": [{"type": "read_write", "suspend_timeout_seconds": 300}],
    })
    uri = res["connection_uris"][0]["connection_uri"]
    print(f"created branch {res['branch']['id']}")
    out = os.environ.get("GITHUB_OUTPUT")
    if out:
        print(f"::add-mask::{uri}")
        with open(out, "a") as fh:
            fh.write(f"branch_uri={uri}\n")
    else:
        print("connection uri written to .neon-branch-uri (mode 600)")
        fd = os.open(".neon-branch-uri", os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        with os.fdopen(fd, "w") as fh:
            fh.write(uri)


def delete(name):
    b = find_branch(name)
    if not b:
        print(f"no branch {name}")
        return
    call("DELETE", f"/projects/{PROJECT}/branches/{b['id']}")
    print(f"deleted branch {name}")


if __name__ == "__main__":
    if len(sys.argv) != 3 or sys.argv[1] not in ("create", "delete"):
        sys.exit("usage: neon_branch.py create|delete NAME")
    {"create": create, "delete": delete}[sys.argv[1]](sys.argv[2])
