#!/usr/bin/env python3
"""Compara golden configs con la configuración en ejecución (solo lectura)."""
import argparse
import os
import pathlib
import sys

import yaml
from napalm import get_network_driver


def check(name, spec, golden_dir, user, pwd):
    golden = pathlib.Path(golden_dir) / f"{name}.cfg"
    if not golden.exists():
        return name, None, f"sin golden: {golden}"
    driver = get_network_driver(spec["driver"])
    dev = driver(spec["host"], user, pwd, optional_args=spec.get("optional_args", {}))
    dev.open()
    try:
        dev.load_merge_candidate(filename=str(golden))
        diff = dev.compare_config()
    finally:
        dev.discard_config()
        dev.close()
    return name, diff, None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--golden", required=True)
    ap.add_argument("--hosts", required=True)
    args = ap.parse_args()

    user = os.environ.get("NAPALM_USERNAME")
    pwd = os.environ.get("NAPALM_PASSWORD")
    if not user or not pwd:
        sys.exit("Faltan NAPALM_USERNAME / NAPALM_PASSWORD")

    hosts = yaml.safe_load(open(args.hosts))
    for name, spec in hosts.items():
        try:
            _, diff, err = check(name, spec, args.golden, user, pwd)
        except Exception as exc:  # noqa: BLE001
            print(f"### {name}: ERROR {exc}")
            continue
        if err:
            print(f"### {name}: {err}")
        elif diff:
            print(f"### {name}: DERIVA\n{diff}\n")
        else:
            print(f"### {name}: alineado")


if __name__ == "__main__":
    main()
