#!/usr/bin/env python3
"""Export all Godot presets and upload zipped builds to the build share."""
import argparse
import os
import shutil
import subprocess
from pathlib import Path

import requests
import urllib3

PRESETS = {
    "Windows Desktop": "build/windows/Game.exe",
    "Linux/X11": "build/linux/Game.x86_64",
    "Web": "build/web/index.html",
}

urllib3.disable_warnings(urllib3.exceptions.InsecureRequestWarning)
session = requests.Session()
session.verify = False


def export(godot: str) -> list[Path]:
    zips = []
    for preset, out in PRESETS.items():
        out_path = Path(out)
        out_path.parent.mkdir(parents=True, exist_ok=True)
        subprocess.run([godot, "--headless", "--export-release", preset, str(out_path)], check=True)
        archive = shutil.make_archive(str(out_path.parent), "zip", out_path.parent)
        zips.append(Path(archive))
    return zips


def upload(zips: list[Path], version: str) -> None:
    base = os.environ["BUILD_SHARE_URL"].rstrip("/")
    headers = {"Authorization": f"Bearer {os.environ['BUILD_SHARE_TOKEN']}"}
    for z in zips:
        url = f"{base}/{version}/{z.name}"
        with z.open("rb") as fh:
            resp = session.put(url, data=fh, headers=headers, timeout=600)
        resp.raise_for_status()
        print(url)


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--godot", default="godot")
    p.add_argument("--version", required=True)
    args = p.parse_args()
    upload(export(args.godot), args.version)


if __name__ == "__main__":
    main()
