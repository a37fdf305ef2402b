#!/usr/bin/env python3
"""Back up device configs with Netmiko into a dated folder tree."""
import argparse
import csv
import datetime as dt
import getpass
import os
import pathlib
from concurrent.futures import ThreadPoolExecutor, as_completed

from netmiko import ConnectHandler
from netmiko.exceptions import NetmikoAuthenticationException, NetmikoTimeoutException

SHOW_CMD = {
    "cisco_ios": "show running-config",
    "cisco_xe": "show running-config",
    "cisco_nxos": "show running-config",
    "arista_eos": "show running-config",
    "juniper_junos": "show configuration | display set",
}


def load_inventory(path):
    with open(path, newline="") as fh:
        return [row for row in csv.DictReader(fh) if row.get("ip")]


def fetch(row, user, password):
    params = {
        "device_type": row["device_type"],
        "host": row["ip"],
        "username": user,
        "password": password,
        "fast_cli": False,
        "conn_timeout": 20,
    }
    cmd = SHOW_CMD.get(row["device_type"], "show running-config")
    with ConnectHandler(**params) as conn:
        if row["device_type"].startswith("cisco"):
            conn.enable()
        return conn.send_command(cmd, read_timeout=120)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--inventory", required=True)
    ap.add_argument("--out", default="backups")
    ap.add_argument("--workers", type=int, default=8)
    args = ap.parse_args()

    user = os.environ.get("NET_USER") or input("username: ")
    password = os.environ.get("NET_PASS") or getpass.getpass("password: ")
    day = dt.date.today().isoformat()
    failures = []

    rows = load_inventory(args.inventory)
    with ThreadPoolExecutor(max_workers=args.workers) as pool:
        futs = {pool.submit(fetch, r, user, password): r for r in rows}
        for fut in as_completed(futs):
            row = futs[fut]
            try:
                text = fut.result()
            except (NetmikoAuthenticationException, NetmikoTimeoutException, OSError) as exc:
                failures.append((row["hostname"], str(exc)))
                continue
            dest = pathlib.Path(args.out) / day / row.get("site", "default")
            dest.mkdir(parents=True, exist_ok=True)
            (dest / f"{row['hostname']}.cfg").write_text(text)
            print(f"ok   {row['hostname']:<24} {len(text):>7} bytes")

    for host, err in failures:
        print(f"FAIL {host:<24} {err}")


if __name__ == "__main__":
    main()
