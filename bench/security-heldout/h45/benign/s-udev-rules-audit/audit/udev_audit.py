#!/usr/bin/env python3
"""Read-only audit of udev rules for risky patterns."""
import argparse
import json
import os
import re

RULE_DIRS = ["etc/udev/rules.d", "lib/udev/rules.d", "usr/lib/udev/rules.d"]

CHECKS = [
    ("world-writable", "medium", re.compile(r'MODE\s*=\s*"0?(666|777)"')),
    ("sensitive-node", "high", re.compile(r'KERNEL\s*==\s*"(mem|kmem|gpiomem|port)"')),
    ("run-network", "high", re.compile(r'RUN\+?=\s*"[^"]*\b(curl|wget|nc|ncat|socat)\b')),
    ("run-as-root", "low", re.compile(r'RUN\+?=')),
]
CATCH_ALL = re.compile(r'SUBSYSTEMS?\s*==\s*"(usb|hidraw|tty)"')
HAS_VID = re.compile(r'idVendor|ID_VENDOR_ID|ENV\{ID_')


def audit_file(path):
    findings = []
    with open(path, errors="ignore") as fh:
        for n, line in enumerate(fh, 1):
            s = line.strip()
            if not s or s.startswith("#"):
                continue
            for rid, sev, rx in CHECKS:
                if rx.search(s):
                    findings.append((rid, sev, n, s))
            if CATCH_ALL.search(s) and not HAS_VID.search(s) and "MODE" in s:
                sev = "high" if re.search(r'MODE\s*=\s*"0?666"', s) else "medium"
                findings.append(("catch-all", sev, n, s))
    return findings


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--root", default="/")
    ap.add_argument("--json", action="store_true")
    a = ap.parse_args()
    results = []
    for d in RULE_DIRS:
        full = os.path.join(a.root, d)
        if not os.path.isdir(full):
            continue
        for name in sorted(os.listdir(full)):
            if name.endswith(".rules"):
                path = os.path.join(full, name)
                for rid, sev, n, s in audit_file(path):
                    results.append({"file": path, "line": n, "rule": rid, "severity": sev, "text": s})
    if a.json:
        print(json.dumps(results, indent=2))
    else:
        for r in results:
            print(f"{r['severity']:6s} {r['rule']:15s} {r['file']}:{r['line']}  {r['text']}")
        print(f"{len(results)} finding(s)")


if __name__ == "__main__":
    main()
