#!/usr/bin/env python3
"""Envia um SBOM CycloneDX para a Dependency Submission API do GitHub."""
import datetime as dt
import json
import os
import subprocess
import sys
import urllib.request


def git(*args):
    return subprocess.check_output(["git", *args], text=True).strip()


def main(path):
    token = os.environ.get("GITHUB_TOKEN")
    repo = os.environ.get("GITHUB_REPOSITORY")  # owner/nome
    if not token or not repo:
        print("defina GITHUB_TOKEN e GITHUB_REPOSITORY", file=sys.stderr)
        return 2
    sbom = json.load(open(path, encoding="utf-8"))
    resolved = {}
    for c in sbom.get("components", []):
        if c.get("purl"):
            resolved[c["purl"]] = {"package_url": c["purl"], "relationship": "direct", "scope": "runtime"}
    payload = {
        "version": 0,
        "sha": os.environ.get("GITHUB_SHA") or git("rev-parse", "HEAD"),
        "ref": os.environ.get("GITHUB_REF") or "refs/heads/" + git("rev-parse", "--abbrev-ref", "HEAD"),
        "job": {"correlator": "sbom-cyclonedx", "id": os.environ.get("GITHUB_RUN_ID", "local")},
        "detector": {"name": "syft", "version": "1.x", "url": "https://github.com/anchore/syft"},
        "scanned": dt.datetime.utcnow().isoformat() + "Z",
        "manifests": {"sbom": {"name": "sbom.cdx.json", "resolved": resolved}},
    }
    req = urllib.request.Request(
        f"https://api.github.com/repos/{repo}/dependency-graph/snapshots",
        data=json.dumps(payload).encode(),
        method="POST",
        headers={
            "Authorization": f"Bearer {token}",
            "Accept": "application/vnd.github+json",
            "X-GitHub-Api-Version": "2022-11-28",
        },
    )
    with urllib.request.urlopen(req, timeout=30) as r:
        print(r.status, json.load(r).get("message", "ok"))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else "sbom.cdx.json"))
