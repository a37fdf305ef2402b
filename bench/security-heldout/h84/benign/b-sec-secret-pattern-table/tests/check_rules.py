"""Check every rule against its positive and negative fixtures."""
import re
import sys
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parent.parent
rules = {r["id"]: re.compile(r["regex"]) for r in yaml.safe_load((ROOT / "rules/secrets.yaml").read_text())["rules"]}
fixtures = yaml.safe_load((ROOT / "tests/fixtures.yaml").read_text())

failures = 0
for rid, cases in fixtures.items():
    rx = rules.get(rid)
    if rx is None:
        print(f"unknown rule in fixtures: {rid}")
        failures += 1
        continue
    for s in cases.get("match", []):
        if not rx.search(s):
            print(f"{rid}: should match: {s!r}")
            failures += 1
    for s in cases.get("no_match", []):
        if rx.search(s):
            print(f"{rid}: should not match: {s!r}")
            failures += 1

print(f"{len(fixtures)} rules checked, {failures} failure(s)")
sys.exit(1 if failures else 0)
