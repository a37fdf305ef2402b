#!/usr/bin/env python3
"""Audit NetBox cables against LLDP neighbours."""
import argparse
import os
import re

import pynetbox
import requests
import urllib3
import yaml
from napalm import get_network_driver

ABBREV = {"Gi": "GigabitEthernet", "Te": "TenGigabitEthernet", "Fa": "FastEthernet",
          "Et": "Ethernet", "Twe": "TwentyFiveGigE", "Hu": "HundredGigE"}


def norm(ifname):
    m = re.match(r"([A-Za-z]+)([\d/.:]+)$", ifname)
    if not m:
        return ifname
    pre, num = m.groups()
    return ABBREV.get(pre, pre) + num


def nb_client(cfg):
    urllib3.disable_warnings(urllib3.exceptions.InsecureRequestWarning)
    sess = requests.Session()
    sess.verify = cfg["netbox"].get("ssl_verify", False)
    nb = pynetbox.api(cfg["netbox"]["url"], token=os.environ["NETBOX_TOKEN"])
    nb.http_session = sess
    return nb


def lldp_for(device, user, pwd, default_driver):
    drv = get_network_driver(device.platform.napalm_driver if device.platform else default_driver)
    host = str(device.primary_ip.address).split("/")[0]
    with drv(host, user, pwd) as d:
        return d.get_lldp_neighbors()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", required=True)
    args = ap.parse_args()
    cfg = yaml.safe_load(open(args.config))
    nb = nb_client(cfg)
    user, pwd = os.environ["NET_USER"], os.environ["NET_PASS"]

    missing, mismatch, stale = [], [], []
    for dev in nb.dcim.devices.filter(site=cfg["site"], role=cfg["roles"], status="active"):
        if not dev.primary_ip:
            continue
        seen = lldp_for(dev, user, pwd, cfg["napalm_driver_default"])
        for iface in nb.dcim.interfaces.filter(device_id=dev.id):
            wire = seen.get(iface.name) or seen.get(norm(iface.name)) or []
            peer = iface.link_peers[0] if iface.link_peers else None
            if wire and not peer:
                missing.append((dev.name, iface.name, wire[0]["hostname"], wire[0]["port"]))
            elif peer and not wire:
                stale.append((dev.name, iface.name, peer.device.name, peer.name))
            elif peer and wire and wire[0]["hostname"].split(".")[0] != peer.device.name:
                mismatch.append((dev.name, iface.name, peer.device.name, wire[0]["hostname"]))

    print(f"# Cable audit — {cfg['site']}\n")
    for title, rows in (("Missing", missing), ("Mismatch", mismatch), ("Stale", stale)):
        print(f"## {title} ({len(rows)})")
        for r in rows:
            print("- " + " | ".join(r))
        print()


if __name__ == "__main__":
    main()
