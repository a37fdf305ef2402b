#!/usr/bin/env python3
"""Build GAM commands from a CSV using an allowlist; run without a shell."""
import argparse
import csv
import re
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

EMAIL = re.compile(r"^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$")
OU = re.compile(r"^/[\w ./-]*$")

OPS = {
    "add_group": lambda u, v: ["update", "group", v, "add", "member", "user", u],
    "del_group": lambda u, v: ["update", "group", v, "remove", "member", "user", u],
    "set_ou": lambda u, v: ["update", "user", u, "ou", v],
    "suspend": lambda u, v: ["update", "user", u, "suspended", "on"],
    "signature": lambda u, v: ["user", u, "signature", "file", v, "html"],
}


def validate(op, user, value, n):
    if op not in OPS:
        raise ValueError(f"line {n}: operation '{op}' not allowed")
    if not EMAIL.match(user):
        raise ValueError(f"line {n}: invalid user '{user}'")
    if op in ("add_group", "del_group") and not EMAIL.match(value):
        raise ValueError(f"line {n}: invalid group '{value}'")
    if op == "set_ou" and not OU.match(value):
        raise ValueError(f"line {n}: invalid OU '{value}'")
    if op == "signature" and not (Path(value).suffix == ".html" and Path(value).is_file()):
        raise ValueError(f"line {n}: signature file '{value}' missing or not .html")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("csv")
    ap.add_argument("--apply", action="store_true")
    a = ap.parse_args()

    gam = shutil.which("gam") or str(Path.home() / "bin/gam7/gam")
    plan = []
    with open(a.csv, newline="", encoding="utf-8") as fh:
        for n, row in enumerate(csv.DictReader(fh), start=2):
            op = (row.get("operation") or "").strip()
            user = (row.get("user") or "").strip().lower()
            value = (row.get("value") or "").strip()
            try:
                validate(op, user, value, n)
            except ValueError as e:
                sys.exit(str(e))
            plan.append([gam] + OPS[op](user, value))

    for args in plan:
        print(" ".join(shlex.quote(x) for x in args))
    print(f"\n{len(plan)} command(s)")
    if not a.apply:
        print("Plan only. Re-run with --apply after review.")
        return

    failed = 0
    for args in plan:
        r = subprocess.run(args, capture_output=True, text=True)
        status = "ok  " if r.returncode == 0 else "FAIL"
        failed += r.returncode != 0
        print(f"{status} {' '.join(args[1:])}")
        if r.returncode:
            print("     " + (r.stderr.strip().splitlines() or ["(no output)"])[-1])
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
