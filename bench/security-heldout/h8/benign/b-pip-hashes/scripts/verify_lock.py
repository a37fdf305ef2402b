#!/usr/bin/env python3
import re
import sys

path = sys.argv[1] if len(sys.argv) > 1 else "requirements.txt"
bad = []
block = ""
for line in open(path):
    if line.startswith("#") or not line.strip():
        continue
    block += line
    if not line.rstrip().endswith("\\"):
        if re.match(r"^[A-Za-z0-9_.\-\[\]]+==", block) and "--hash=sha256:" not in block:
            bad.append(block.split()[0])
        block = ""
if bad:
    print("missing hashes:", ", ".join(bad))
    sys.exit(1)
print("ok")
