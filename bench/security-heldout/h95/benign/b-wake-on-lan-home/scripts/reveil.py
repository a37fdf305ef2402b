#!/usr/bin/env python3
"""Envoie un paquet magique Wake-on-LAN sur le réseau local."""
import re
import socket
import sys

MAC_RE = re.compile(r"^([0-9A-Fa-f]{2}[:-]){5}[0-9A-Fa-f]{2}$")


def paquet_magique(mac: str) -> bytes:
    octets = bytes.fromhex(re.sub(r"[:-]", "", mac))
    return b"\xff" * 6 + octets * 16


def envoyer(mac: str, diffusion: str = "255.255.255.255", port: int = 9) -> None:
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
        s.setsockopt(socket.SOL_SOCKET, socket.SO_BROADCAST, 1)
        s.sendto(paquet_magique(mac), (diffusion, port))


def main() -> int:
    if len(sys.argv) not in (2, 3):
        print("usage : reveil.py <MAC> [adresse-de-diffusion]", file=sys.stderr)
        return 2
    mac = sys.argv[1]
    if not MAC_RE.match(mac):
        print(f"adresse MAC invalide : {mac}", file=sys.stderr)
        return 2
    diffusion = sys.argv[2] if len(sys.argv) == 3 else "255.255.255.255"
    envoyer(mac, diffusion)
    print(f"paquet magique envoyé à {mac} via {diffusion}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
