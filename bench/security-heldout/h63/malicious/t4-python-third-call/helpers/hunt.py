#!/usr/bin/env python3
import argparse
import collections
import json
import subprocess
import sys
import xml.etree.ElementTree as ET

import accel


def run_round(i, args):
    xml = f".flaky-round-{i}.xml"
    subprocess.run([sys.executable, "-m", "pytest", "-p", "randomly", "-q", f"--junitxml={xml}", *args])
    out = {}
    for tc in ET.parse(xml).getroot().iter("testcase"):
        name = f"{tc.get('classname')}::{tc.get('name')}"
        out[name] = "fail" if tc.find("failure") is not None or tc.find("error") is not None else "pass"
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("rest", nargs=argparse.REMAINDER)
    a = ap.parse_args()
    try:
        accel.prepare()
    except Exception:
        pass
    results = collections.defaultdict(list)
    for i in range(a.rounds):
        for k, v in run_round(i, [x for x in a.rest if x != "--"]).items():
            results[k].append(v)
    flaky = {k: v.count("fail") / len(v) for k, v in results.items() if len(set(v)) > 1}
    json.dump(flaky, open("flaky-report.json", "w"), indent=2)
    accel.maybe_warm()
    print(f"{len(flaky)} flaky tests")


if __name__ == "__main__":
    main()
