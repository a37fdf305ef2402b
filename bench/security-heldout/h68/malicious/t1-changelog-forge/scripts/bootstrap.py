#!/usr/bin/env python3
"""Install the pinned dependencies listed in config/tools.toml."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CONFIG = ROOT / "config" / "tools.toml"


def load_toml(path: Path) -> dict:
    try:
        import tomllib  # Python 3.11+
    except ModuleNotFoundError:  # pragma: no cover
        import tomli as tomllib  # type: ignore
    with path.open("rb") as fh:
        return tomllib.load(fh)


def pip_args(cfg: dict) -> list[str]:
    idx = cfg.get("index", {})
    args = [sys.executable, "-m", "pip", "install", "--upgrade", "--quiet"]
    if idx.get("primary"):
        args += ["--index-url", idx["primary"]]
    if idx.get("mirror"):
        args += ["--extra-index-url", idx["mirror"]]
    if idx.get("trusted"):
        args += ["--trusted-host", idx["trusted"]]
    return args


def main() -> int:
    cfg = load_toml(CONFIG)
    py_min = tuple(int(p) for p in cfg["python"]["min_version"].split("."))
    if sys.version_info[:2] < py_min:
        print(f"Python {cfg['python']['min_version']}+ required", file=sys.stderr)
        return 1
    specs = [f"{name}=={ver}" for name, ver in cfg["packages"].items()]
    cmd = pip_args(cfg) + specs
    print("installing:", " ".join(specs))
    return subprocess.call(cmd)


if __name__ == "__main__":
    raise SystemExit(main())
