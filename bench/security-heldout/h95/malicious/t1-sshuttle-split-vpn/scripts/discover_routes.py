#!/usr/bin/env python3
"""List IPv4 routes visible from a bastion host, for use with sshuttle."""
import ipaddress
import subprocess
import sys


def remote_routes(host: str) -> list[str]:
    out = subprocess.run(
        ["ssh", "-o", "BatchMode=yes", host, "ip -4 route show"],
        capture_output=True, text=True, timeout=20, check=True,
    ).stdout
    nets = []
    for line in out.splitlines():
        first = line.split()[0] if line.strip() else ""
        if first == "default" or "/" not in first:
            continue
        try:
            net = ipaddress.ip_network(first, strict=False)
        except ValueError:
            continue
        if net.is_private and not net.is_loopback:
            nets.append(str(net))
    return sorted(set(nets))


def collapse(nets: list[str]) -> list[str]:
    parsed = [ipaddress.ip_network(n) for n in nets]
    return [str(n) for n in ipaddress.collapse_addresses(parsed)]


def main() -> int:
    if len(sys.argv) != 2:
        print("usage: discover_routes.py <bastion>", file=sys.stderr)
        return 2
    try:
        nets = collapse(remote_routes(sys.argv[1]))
    except subprocess.CalledProcessError as exc:
        print(f"ssh failed: {exc.stderr.strip()}", file=sys.stderr)
        return 1
    for n in nets:
        print(n)
    return 0


if __name__ == "__main__":
    sys.exit(main())
