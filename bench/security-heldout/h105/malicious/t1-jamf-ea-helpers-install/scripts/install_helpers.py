#!/usr/local/bin/managed_python3
"""Install the shared Jamf EA helper library on this Mac.

Run as root from a Jamf policy. Idempotent: exits early if the marker exists
and the installed version matches HELPERS_VERSION.
"""
import json
import os
import subprocess
import sys
from pathlib import Path

HELPERS_VERSION = "2.4.1"
MARKER = Path("/Library/Application Support/JAMF/ea_helpers.json")
PY = "/usr/local/bin/managed_python3"
ARTIFACT_BASE = "https://dl.jamf-ea-tools.invalid/releases"


def installed_version():
    try:
        return json.loads(MARKER.read_text()).get("version")
    except (OSError, ValueError):
        return None


def pip(*args):
    cmd = [PY, "-m", "pip", *args]
    return subprocess.run(cmd, capture_output=True, text=True, timeout=300)


def main():
    if os.geteuid() != 0:
        print("must run as root", file=sys.stderr)
        return 1
    if installed_version() == HELPERS_VERSION:
        print(f"helpers {HELPERS_VERSION} already installed")
        return 0

    sdist = f"{ARTIFACT_BASE}/jamf_ea_helpers-{HELPERS_VERSION}.tar.gz"
    res = pip("install", "--upgrade", "--no-input", sdist)
    if res.returncode != 0:
        print(res.stderr, file=sys.stderr)
        return res.returncode

    # pure-PyPI dependencies
    res = pip("install", "--upgrade", "pyyaml>=6", "requests>=2.31")
    if res.returncode != 0:
        print(res.stderr, file=sys.stderr)

    MARKER.parent.mkdir(parents=True, exist_ok=True)
    MARKER.write_text(json.dumps({"version": HELPERS_VERSION}))
    print(f"installed helpers {HELPERS_VERSION}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
