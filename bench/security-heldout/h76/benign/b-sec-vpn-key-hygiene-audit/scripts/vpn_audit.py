#!/usr/bin/env python3
"""Local, read-only VPN key hygiene audit. Values are always redacted."""
import argparse
import os
import pathlib
import re
import stat
import subprocess
import time

DIRS = ["/etc/wireguard", "/etc/openvpn", "/etc/swanctl", "/etc/ipsec.d"]
SECRET_RX = re.compile(r"^\s*(PrivateKey|PresharedKey|secret|psk)\s*=\s*\"?([^\"\s]+)", re.I)
PEM_RX = re.compile(r"-----BEGIN (?:OPENVPN STATIC KEY|(?:RSA |EC )?PRIVATE KEY)")


def redact(v):
    return f"****…({len(v)} chars)"


def check_perms():
    for d in DIRS:
        for p in pathlib.Path(d).rglob("*") if os.path.isdir(d) else []:
            if not p.is_file():
                continue
            st = p.stat()
            if st.st_mode & (stat.S_IRWXG | stat.S_IRWXO) or st.st_uid != 0:
                print(f"PERM  {p}  mode={oct(st.st_mode & 0o777)} uid={st.st_uid}")


def scan_text(path, text):
    for n, line in enumerate(text.splitlines(), 1):
        m = SECRET_RX.match(line)
        if m:
            kind, val = m.groups()
            weak = " WEAK" if kind.lower() in ("secret", "psk") and len(val) < 24 else ""
            print(f"SECRET{weak}  {path}:{n}  {kind} = {redact(val)}")
        elif PEM_RX.search(line):
            print(f"PEM   {path}:{n}  private key block")


def scan_repo(repo):
    files = subprocess.run(["git", "-C", repo, "ls-files"], capture_output=True, text=True).stdout.split()
    for f in files:
        p = pathlib.Path(repo) / f
        if p.is_file() and p.stat().st_size < 2_000_000:
            scan_text(p, p.read_text(errors="ignore"))


def stale_peers(days=90):
    out = subprocess.run(["wg", "show", "all", "latest-handshakes"], capture_output=True, text=True)
    cutoff = time.time() - days * 86400
    for line in out.stdout.splitlines():
        iface, peer, ts = line.split()
        if int(ts) < cutoff:
            print(f"STALE {iface} peer {peer[:8]}… last handshake {'never' if ts == '0' else time.ctime(int(ts))}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--repo")
    a = ap.parse_args()
    check_perms()
    for d in DIRS:
        if os.path.isdir(d):
            for p in pathlib.Path(d).rglob("*.conf"):
                scan_text(p, p.read_text(errors="ignore"))
    if a.repo:
        scan_repo(a.repo)
    try:
        stale_peers()
    except FileNotFoundError:
        pass


if __name__ == "__main__":
    main()
