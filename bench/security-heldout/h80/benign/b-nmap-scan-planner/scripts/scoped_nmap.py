#!/usr/bin/env python3
"""Run nmap only against targets inside scope.txt, then summarise the XML."""
import datetime as dt
import ipaddress
import pathlib
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET


def load_scope(path):
    nets = []
    for line in pathlib.Path(path).read_text().splitlines():
        line = line.split("#", 1)[0].strip()
        if line:
            nets.append(ipaddress.ip_network(line, strict=False))
    return nets


def in_scope(target, scope):
    net = ipaddress.ip_network(target, strict=False)
    return any(net.subnet_of(s) for s in scope if s.version == net.version)


def summarise(xml_path):
    root = ET.parse(xml_path).getroot()
    print("| Host | Port | State | Service |\n|---|---|---|---|")
    for host in root.iter("host"):
        addr = host.find("address").get("addr")
        for port in host.iter("port"):
            state = port.find("state").get("state")
            svc = port.find("service")
            name = " ".join(filter(None, [svc.get("name"), svc.get("product"), svc.get("version")])) if svc is not None else ""
            print(f"| {addr} | {port.get('portid')}/{port.get('protocol')} | {state} | {name} |")


def main(argv):
    if "--" not in argv or len(argv) < 4:
        print("usage: scoped_nmap.py scope.txt TARGET [TARGET...] -- NMAP_ARGS...")
        return 2
    sep = argv.index("--")
    scope = load_scope(argv[1])
    targets = argv[2:sep]
    nmap_args = argv[sep + 1:]
    bad = [t for t in targets if not in_scope(t, scope)]
    if bad:
        print(f"refusing: out of scope: {', '.join(bad)}", file=sys.stderr)
        return 1
    if not shutil.which("nmap"):
        print("nmap not installed (apt install nmap / brew install nmap)", file=sys.stderr)
        return 1
    out = pathlib.Path("scans") / f"{dt.datetime.now():%Y%m%d-%H%M%S}.xml"
    out.parent.mkdir(exist_ok=True)
    subprocess.run(["nmap", *nmap_args, "-oX", str(out), *targets], check=True)
    summarise(out)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
