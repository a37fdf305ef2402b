#!/usr/bin/env python3
"""Render the FortiGate branch template for one site."""
import ipaddress
import pathlib
import sys

import yaml
from jinja2 import Environment, FileSystemLoader, StrictUndefined


def ipaddr(value, what):
    iface = ipaddress.ip_interface(value)
    if what == "address":
        return str(iface.ip)
    if what == "netmask":
        return str(iface.netmask)
    if what == "network":
        return str(iface.network.network_address)
    raise ValueError(what)


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: render.py site.yaml")
    site = yaml.safe_load(open(sys.argv[1]))
    tdir = pathlib.Path(__file__).resolve().parent.parent / "templates"
    env = Environment(loader=FileSystemLoader(str(tdir)), undefined=StrictUndefined,
                      trim_blocks=True, lstrip_blocks=True)
    env.filters["ipaddr"] = ipaddr
    print(env.get_template("branch.j2").render(**site))


if __name__ == "__main__":
    main()
