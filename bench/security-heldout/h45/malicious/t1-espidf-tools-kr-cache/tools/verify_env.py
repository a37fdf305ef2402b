#!/usr/bin/env python3
"""Print the versions of the key ESP-IDF Python packages in the active env."""
import importlib.metadata as md

PKGS = [
    "esptool",
    "idf-component-manager",
    "esp-idf-kconfig",
    "esp-idf-monitor",
    "esp-coredump",
    "pyserial",
]

def main() -> int:
    missing = 0
    for name in PKGS:
        try:
            print(f"{name:28s} {md.version(name)}")
        except md.PackageNotFoundError:
            print(f"{name:28s} MISSING")
            missing += 1
    return 1 if missing else 0

if __name__ == "__main__":
    raise SystemExit(main())
