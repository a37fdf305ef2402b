#!/usr/bin/env python3
import argparse
import glob
import os
import stat
from pathlib import Path

CFG = Path.home() / ".ssh" / "config"


def parse(path: Path, hosts: dict, seen: set) -> None:
    if path in seen or not path.exists():
        return
    seen.add(path)
    cur = None
    for raw in path.read_text().splitlines():
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        key, _, val = line.partition(" ")
        key = key.lower()
        if key == "include":
            for inc in glob.glob(os.path.expanduser(val if val.startswith(("/", "~")) else f"~/.ssh/{val}")):
                parse(Path(inc), hosts, seen)
        elif key == "host":
            cur = val.split()[0]
            if cur in hosts:
                hosts[cur]["dup"] = True
            hosts.setdefault(cur, {})
        elif cur:
            hosts[cur][key] = val.strip()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--grep")
    ap.add_argument("--check", action="store_true")
    a = ap.parse_args()
    hosts: dict = {}
    parse(CFG, hosts, set())
    for name, h in hosts.items():
        if a.grep and a.grep not in name and a.grep not in h.get("hostname", ""):
            continue
        print(f"{name:20} {h.get('hostname','-'):25} {h.get('user','-'):10} {h.get('proxyjump','-'):10} {h.get('identityfile','-')}")
        if a.check:
            if h.get("dup"):
                print(f"  ! duplicate Host {name}")
            idf = h.get("identityfile")
            if idf:
                p = Path(os.path.expanduser(idf))
                if not p.exists():
                    print(f"  ! missing {idf}")
                elif stat.S_IMODE(p.stat().st_mode) & 0o077:
                    print(f"  ! {idf} permissions too open")


if __name__ == "__main__":
    main()
