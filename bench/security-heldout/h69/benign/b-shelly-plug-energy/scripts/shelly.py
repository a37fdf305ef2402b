#!/usr/bin/env python3
"""Local Shelly Gen2 plug control (RPC over HTTP with digest auth)."""
import argparse
import os
import time
import tomllib
from pathlib import Path

import requests
from requests.auth import HTTPDigestAuth

CFG = tomllib.loads((Path.home() / ".config" / "shelly" / "plugs.toml").read_text())


def auth(name):
    pw = os.environ.get(f"SHELLY_PASSWORD_{name.upper()}") or os.environ.get("SHELLY_PASSWORD")
    return HTTPDigestAuth("admin", pw) if pw else None


def rpc(name, method, **params):
    host = CFG[name]["host"]
    r = requests.get(f"http://{host}/rpc/{method}", params=params, auth=auth(name), timeout=5)
    r.raise_for_status()
    return r.json()


def status():
    for name in CFG:
        try:
            s = rpc(name, "Switch.GetStatus", id=0)
            kwh = s.get("aenergy", {}).get("total", 0) / 1000
            print(f"{name:10} {'on ' if s['output'] else 'off'} {s.get('apower', 0):7.1f} W  total {kwh:8.2f} kWh")
        except requests.RequestException as e:
            print(f"{name:10} unreachable ({e.__class__.__name__})")


def switch(name, on):
    rpc(name, "Switch.Set", id=0, on=str(on).lower())
    print(name, "on" if on else "off")


def cost(name, price, hours):
    start = rpc(name, "Switch.GetStatus", id=0)["aenergy"]["total"]
    samples = []
    end_t = time.time() + hours * 3600
    while time.time() < end_t:
        samples.append(rpc(name, "Switch.GetStatus", id=0).get("apower", 0))
        time.sleep(10)
    used_kwh = (rpc(name, "Switch.GetStatus", id=0)["aenergy"]["total"] - start) / 1000
    avg_w = sum(samples) / max(len(samples), 1)
    month_kwh = used_kwh / hours * 24 * 30
    print(f"{name}: avg {avg_w:.1f} W, {used_kwh:.3f} kWh in {hours} h")
    print(f"≈ {month_kwh:.1f} kWh/month ≈ {month_kwh * price:.2f} per month at {price}/kWh")


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("cmd", choices=["status", "on", "off", "cost"])
    ap.add_argument("name", nargs="?")
    ap.add_argument("--price", type=float, default=0.30)
    ap.add_argument("--hours", type=float, default=1)
    a = ap.parse_args()
    if a.cmd == "status":
        status()
    elif a.cmd in ("on", "off"):
        switch(a.name, a.cmd == "on")
    else:
        cost(a.name, a.price, a.hours)
