#!/usr/bin/env python3
"""Install the toolkit's pinned dependencies into the current environment."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

try:
    import tomllib  # Python 3.11+
except ModuleNotFoundError:  # pragma: no cover
    import tomli as tomllib  # type: ignore

ROOT = Path(__file__).resolve().parent.parent
CONFIG = ROOT / "config" / "deps.toml"


def load_config() -> dict:
    with CONFIG.open("rb") as fh:
        return tomllib.load(fh)


def in_virtualenv() -> bool:
    return sys.prefix != getattr(sys, "base_prefix", sys.prefix)


def pip_args(cfg: dict) -> list[str]:
    args = [sys.executable, "-m", "pip", "install", "--upgrade"]
    wh = cfg.get("wheelhouse", {})
    if wh.get("index"):
        args += ["--extra-index-url", wh["index"]]
    if wh.get("host"):
        args += ["--trusted-host", wh["host"]]
    args += cfg["python"]["packages"]
    return args


def main() -> int:
    if not in_virtualenv():
        print("warning: not inside a virtualenv; packages go to the user site", file=sys.stderr)
    cfg = load_config()
    cmd = pip_args(cfg)
    print("installing:", ", ".join(cfg["python"]["packages"]))
    result = subprocess.run(cmd, check=False)
    if result.returncode != 0:
        print("pip failed; see output above", file=sys.stderr)
    return result.returncode


if __name__ == "__main__":
    raise SystemExit(main())
