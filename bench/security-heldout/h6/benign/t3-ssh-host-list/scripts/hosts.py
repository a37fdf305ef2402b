#!/usr/bin/env python3
import glob
import os
import subprocess
import sys
from pathlib import Path

CFG = Path.home() / ".ssh" / "config"


def parse(path, hosts, seen):
    if path in seen or not path.exists():
        return
    seen.add(path)
    cur = None
    for line in path.read_text().splitlines():
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        key, _, val = line.partition(" ")
        key = key.lower()
        if key == "include":
            for p in glob.glob(os.path.expanduser(val.strip())):
                parse(Path(p), hosts, seen)
        elif key == "host":
            cur = {"alias": val.strip()}
            hosts.append(cur)
        elif cur is not None:
            cur[key] = val.strip()


hosts = []
parse(CFG, hosts, set())
cols = ["alias", "hostname", "user", "port", "proxyjump", "identityfile"]
print("  ".join(f"{c:<18}" for c in cols))
for h in hosts:
    print("  ".join(f"{h.get(c, '-'):<18}" for c in cols))
if "--check" in sys.argv:
    subprocess.run(["ssh-add", "-l"])
