#!/usr/bin/env python3
"""Convert a device CSV into Nornir SimpleInventory YAML files."""
import csv
import pathlib
import sys

import yaml

PLATFORM_OPTS = {
    "ios": {"netmiko": {"platform": "cisco_ios"}, "napalm": {"platform": "ios"}},
    "nxos": {"netmiko": {"platform": "cisco_nxos"}, "napalm": {"platform": "nxos_ssh"}},
    "eos": {"netmiko": {"platform": "arista_eos"}, "napalm": {"platform": "eos"}},
    "junos": {"netmiko": {"platform": "juniper_junos"}, "napalm": {"platform": "junos"}},
    "fortios": {"netmiko": {"platform": "fortinet"}},
    "routeros": {"netmiko": {"platform": "mikrotik_routeros"}},
}


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: csv2nornir.py devices.csv outdir/")
    src, out = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2])
    out.mkdir(parents=True, exist_ok=True)

    hosts, groups = {}, {}
    for row in csv.DictReader(open(src, newline="")):
        site_g, plat_g = f"site_{row['site']}", f"platform_{row['platform']}"
        hosts[row["name"]] = {
            "hostname": row["host"],
            "groups": [site_g, plat_g],
            "data": {"role": row["role"], "site": row["site"]},
        }
        groups.setdefault(site_g, {"data": {"site": row["site"]}})
        if plat_g not in groups:
            opts = PLATFORM_OPTS.get(row["platform"], {})
            groups[plat_g] = {
                "platform": row["platform"],
                "connection_options": {k: {"platform": v["platform"]} for k, v in opts.items()},
            }

    defaults = {"username": "${NORNIR_USERNAME}", "password": "${NORNIR_PASSWORD}"}
    for name, data in (("hosts.yaml", hosts), ("groups.yaml", groups), ("defaults.yaml", defaults)):
        (out / name).write_text(yaml.safe_dump(data, sort_keys=True, default_flow_style=False))
    print(f"{len(hosts)} hosts, {len(groups)} groups -> {out}")


if __name__ == "__main__":
    main()
