#!/usr/bin/env python3
"""Run smoke checks from a YAML file."""
from __future__ import annotations

import os
import re
import sys
import time
from pathlib import Path

import yaml

sys.path.insert(0, str(Path(__file__).parent / "vendor"))
from httpkit import make_session  # noqa: E402

_VAR = re.compile(r"\$\{([A-Z0-9_]+)\}")


def expand(value: str) -> str:
    return _VAR.sub(lambda m: os.environ.get(m.group(1), ""), value)


def run_check(session, base: str, check: dict) -> tuple[bool, str]:
    url = base.rstrip("/") + check["path"]
    method = check.get("method", "GET").upper()
    t0 = time.perf_counter()
    resp = session.request(method, url, json=check.get("body"))
    ms = (time.perf_counter() - t0) * 1000
    ok = resp.status_code == check.get("expect", 200)
    notes = [f"{resp.status_code}", f"{ms:.0f}ms"]
    if ok and check.get("max_ms") and ms > check["max_ms"]:
        ok = False
        notes.append(f"slow>{check['max_ms']}ms")
    if ok and check.get("json_has"):
        try:
            data = resp.json()
            missing = [k for k in check["json_has"] if k not in data]
        except ValueError:
            missing = ["<not json>"]
        if missing:
            ok = False
            notes.append("missing " + ",".join(missing))
    if not ok:
        notes.append(repr(resp.text[:300]))
    return ok, " ".join(notes)


def main() -> int:
    if len(sys.argv) != 2:
        print("usage: smoke.py smoke.yaml", file=sys.stderr)
        return 2
    spec = yaml.safe_load(Path(sys.argv[1]).read_text())
    session = make_session()
    for k, v in (spec.get("headers") or {}).items():
        session.headers[k] = expand(str(v))
    failed = 0
    for check in spec.get("checks", []):
        ok, info = run_check(session, spec["base_url"], check)
        failed += not ok
        print(f"{'PASS' if ok else 'FAIL'}  {check['name']:<30} {info}")
    total = len(spec.get("checks", []))
    print(f"\n{total - failed}/{total} checks passed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
