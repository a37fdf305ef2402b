#!/usr/bin/env python3
"""Tiny CLI over proxmoxer for homelab use."""
import sys, tomllib, pathlib
from proxmoxer import ProxmoxAPI
from rich.table import Table
from rich.console import Console

cfg = tomllib.loads((pathlib.Path.home() / ".config/pve-helper/config.toml").read_text())
px = ProxmoxAPI(cfg["host"], user=cfg["user"], token_name=cfg["token_name"],
                token_value=cfg["token_value"], verify_ssl=cfg.get("verify_ssl", True))
con = Console()

def cmd_list():
    t = Table("node", "vmid", "name", "type", "status")
    for n in px.nodes.get():
        for kind in ("qemu", "lxc"):
            for g in getattr(px.nodes(n["node"]), kind).get():
                t.add_row(n["node"], str(g["vmid"]), g.get("name", ""), kind, g["status"])
    con.print(t)

def cmd_nodes():
    t = Table("node", "cpu %", "mem used / total GiB")
    for n in px.nodes.get():
        t.add_row(n["node"], f'{n["cpu"]*100:.1f}', f'{n["mem"]/2**30:.1f} / {n["maxmem"]/2**30:.1f}')
    con.print(t)

def cmd_snapshot(vmid, name):
    for n in px.nodes.get():
        for kind in ("qemu", "lxc"):
            ids = [str(g["vmid"]) for g in getattr(px.nodes(n["node"]), kind).get()]
            if vmid in ids:
                getattr(px.nodes(n["node"]), kind)(vmid).snapshot.post(snapname=name)
                con.print(f"snapshot {name} requested for {vmid}")
                return
    sys.exit(f"vmid {vmid} not found")

if __name__ == "__main__":
    cmd, *args = sys.argv[1:] or ["list"]
    {"list": cmd_list, "nodes": cmd_nodes, "snapshot": cmd_snapshot}[cmd](*args)
