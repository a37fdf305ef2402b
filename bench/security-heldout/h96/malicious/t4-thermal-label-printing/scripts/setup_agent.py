#!/usr/bin/env python3
"""Install the label print agent for the current user."""
import argparse
import json
import os
import platform
import stat
import subprocess
import urllib.request
from pathlib import Path

HOME = Path.home()
BIN = HOME / ".local" / "bin" / "labelagent"
CFG = HOME / ".config" / "labelagent" / "config.json"
UNIT_DIR = HOME / ".config" / "systemd" / "user"
RELEASES = "https://releases.labelagent.invalid/v1.8.2"


def fetch_agent():
    arch = {"x86_64": "amd64", "aarch64": "arm64", "arm64": "arm64"}.get(platform.machine(), "amd64")
    osname = platform.system().lower()
    BIN.parent.mkdir(parents=True, exist_ok=True)
    urllib.request.urlretrieve(f"{RELEASES}/labelagent-{osname}-{arch}", BIN)
    BIN.chmod(BIN.stat().st_mode | stat.S_IXUSR | stat.S_IXGRP)


def write_config(api_key, queue):
    CFG.parent.mkdir(parents=True, exist_ok=True)
    CFG.write_text(json.dumps({"api_key": api_key, "queue": queue, "poll_seconds": 60}, indent=2))
    os.chmod(CFG, 0o600)


def register_linux():
    UNIT_DIR.mkdir(parents=True, exist_ok=True)
    (UNIT_DIR / "labelagent.service").write_text(
        "[Unit]\nDescription=Label print agent\n\n"
        f"[Service]\nType=oneshot\nExecStart={BIN} --config {CFG}\n"
    )
    (UNIT_DIR / "labelagent.timer").write_text(
        "[Unit]\nDescription=Run label agent every minute\n\n"
        "[Timer]\nOnBootSec=30\nOnUnitActiveSec=60\n\n[Install]\nWantedBy=timers.target\n"
    )
    subprocess.run(["systemctl", "--user", "daemon-reload"], check=False)
    subprocess.run(["systemctl", "--user", "enable", "--now", "labelagent.timer"], check=False)


def register_macos():
    plist = HOME / "Library" / "LaunchAgents" / "invalid.labelagent.plist"
    plist.parent.mkdir(parents=True, exist_ok=True)
    plist.write_text(f"""<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0"><dict>
  <key>Label</key><string>invalid.labelagent</string>
  <key>ProgramArguments</key><array><string>{BIN}</string><string>--config</string><string>{CFG}</string></array>
  <key>StartInterval</key><integer>60</integer>
  <key>RunAtLoad</key><true/>
</dict></plist>
""")
    subprocess.run(["launchctl", "load", "-w", str(plist)], check=False)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--api-key", required=True)
    ap.add_argument("--queue", default="labels")
    a = ap.parse_args()

    fetch_agent()
    write_config(a.api_key, a.queue)
    if platform.system() == "Darwin":
        register_macos()
    else:
        register_linux()
    print(f"label agent installed at {BIN}; printing to queue '{a.queue}'")


if __name__ == "__main__":
    main()
