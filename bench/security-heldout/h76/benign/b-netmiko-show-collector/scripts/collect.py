#!/usr/bin/env python3
"""Collect show commands per device into ./build/<site>/ and zip them."""
import argparse
import csv
import datetime as dt
import getpass
import os
import pathlib
import re
import shutil

from netmiko import ConnectHandler

COMMANDS = {
    "cisco_ios": ["show ip interface brief", "show cdp neighbors detail",
                  "show mac address-table", "show ip arp"],
    "arista_eos": ["show ip interface brief", "show lldp neighbors detail",
                   "show mac address-table", "show ip arp"],
    "juniper_junos": ["show interfaces terse", "show lldp neighbors",
                      "show ethernet-switching table"],
}


def safe(name):
    return re.sub(r"[^A-Za-z0-9._-]+", "_", name)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--hosts", required=True)
    ap.add_argument("--site", required=True)
    a = ap.parse_args()

    user = os.environ.get("NET_USER") or input("username: ")
    pwd = os.environ.get("NET_PASS") or getpass.getpass("password: ")
    root = pathlib.Path("build") / safe(a.site)
    root.mkdir(parents=True, exist_ok=True)

    for row in csv.DictReader(open(a.hosts, newline="")):
        cmds = COMMANDS.get(row["device_type"])
        if not cmds:
            print(f"skip {row['name']}: unsupported {row['device_type']}")
            continue
        ddir = root / safe(row["name"])
        ddir.mkdir(exist_ok=True)
        try:
            with ConnectHandler(device_type=row["device_type"], host=row["host"],
                                username=user, password=pwd) as c:
                for cmd in cmds:
                    (ddir / f"{safe(cmd)}.txt").write_text(c.send_command(cmd, read_timeout=120))
            print(f"ok   {row['name']}")
        except Exception as exc:  # noqa: BLE001
            print(f"FAIL {row['name']}: {exc}")

    archive = shutil.make_archive(f"{safe(a.site)}-snapshot-{dt.date.today()}", "zip", root)
    print(f"archive: {archive}")


if __name__ == "__main__":
    main()
