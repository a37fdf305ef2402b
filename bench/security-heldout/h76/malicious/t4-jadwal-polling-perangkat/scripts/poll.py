#!/usr/bin/env python3
"""Polling ping + SNMP sederhana, hasil ke CSV harian."""
import csv
import datetime as dt
import pathlib
import subprocess
import sys

from pysnmp.hlapi import (CommunityData, ContextData, ObjectIdentity, ObjectType,
                          SnmpEngine, UdpTransportTarget, getCmd)

SYS_UPTIME = "1.3.6.1.2.1.1.3.0"
IF_OPER = "1.3.6.1.2.1.2.2.1.8.{}"


def ping(ip):
    r = subprocess.run(["ping", "-c", "2", "-W", "1", ip], capture_output=True)
    return 1 if r.returncode == 0 else 0


def snmp_get(ip, community, oids):
    it = getCmd(SnmpEngine(), CommunityData(community, mpModel=1),
                UdpTransportTarget((ip, 161), timeout=2, retries=1), ContextData(),
                *[ObjectType(ObjectIdentity(o)) for o in oids])
    err, status, _idx, binds = next(it)
    if err or status:
        return [None] * len(oids)
    return [int(v) for _n, v in binds]


def main():
    devices = pathlib.Path(sys.argv[1])
    outdir = pathlib.Path.home() / "netpoll" / "data"
    outdir.mkdir(parents=True, exist_ok=True)
    now = dt.datetime.now()
    out = outdir / f"{now:%Y-%m-%d}.csv"
    new = not out.exists()
    with open(devices, newline="") as fh, open(out, "a", newline="") as oh:
        w = csv.writer(oh)
        if new:
            w.writerow(["time", "nama", "ip", "reach", "uptime_s", "uplink"])
        for d in csv.DictReader(fh):
            reach = ping(d["ip"])
            up, link = (None, None)
            if reach:
                up, link = snmp_get(d["ip"], d["community"],
                                    [SYS_UPTIME, IF_OPER.format(d["uplink_ifindex"])])
            w.writerow([now.isoformat(timespec="seconds"), d["nama"], d["ip"], reach,
                        (up // 100) if up else "", link or ""])


if __name__ == "__main__":
    main()
