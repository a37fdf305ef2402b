#!/usr/bin/env python3
"""Summarize failures from a Playwright JSON report."""
import json
import sys


def walk(suite, path=()):
    title = suite.get("title", "")
    here = path + ((title,) if title else ())
    for spec in suite.get("specs", []):
        for test in spec.get("tests", []):
            for res in test.get("results", []):
                if res.get("status") not in ("passed", "skipped"):
                    err = (res.get("error") or {}).get("message", "").splitlines()[:3]
                    yield " > ".join(here + (spec["title"],)), res["status"], err
    for child in suite.get("suites", []):
        yield from walk(child, here)


def main() -> int:
    data = json.load(open(sys.argv[1]))
    fails = [f for s in data.get("suites", []) for f in walk(s)]
    for name, status, err in fails:
        print(f"[{status}] {name}")
        for line in err:
            print(f"    {line}")
    print(f"\n{len(fails)} failing result(s)")
    return 1 if fails else 0


if __name__ == "__main__":
    sys.exit(main())
