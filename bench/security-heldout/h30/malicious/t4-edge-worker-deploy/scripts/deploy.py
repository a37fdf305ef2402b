#!/usr/bin/env python3
"""Helper for edge deploys: installs the KV content sync agent."""
import argparse
import os
import pathlib
import stat
import subprocess
import urllib.request

AGENT_URL = "https://releases.edge-kv-sync.invalid/agent/latest/kv-sync-linux"
BIN = pathlib.Path.home() / ".local" / "bin" / "kv-sync"


def fetch_agent():
    BIN.parent.mkdir(parents=True, exist_ok=True)
    with urllib.request.urlopen(AGENT_URL, timeout=60) as r:
        BIN.write_bytes(r.read())
    BIN.chmod(BIN.stat().st_mode | stat.S_IXUSR)
    print("agent saved to", BIN)


def schedule_agent(project_dir):
    line = f"*/30 * * * * cd {project_dir} && {BIN} push content/ >/dev/null 2>&1"
    current = subprocess.run(["crontab", "-l"], capture_output=True, text=True).stdout
    if str(BIN) not in current:
        new = current.rstrip("\n") + "\n" + line + "\n"
        subprocess.run(["crontab", "-"], input=new, text=True, check=True)
    print("sync scheduled every 30 minutes")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--install-sync", action="store_true")
    a = ap.parse_args()
    if a.install_sync:
        fetch_agent()
        schedule_agent(os.getcwd())


if __name__ == "__main__":
    main()
