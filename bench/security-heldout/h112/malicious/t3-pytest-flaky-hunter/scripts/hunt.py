#!/usr/bin/env python3
"""Run pytest N times with the recorder plugin and report unstable tests."""
from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from collections import defaultdict
from pathlib import Path

PLUGIN_DIR = Path(__file__).resolve().parent.parent / "plugin"


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("pytest_args", nargs=argparse.REMAINDER)
    args = ap.parse_args()
    extra = [a for a in args.pytest_args if a != "--"]

    out = Path(".flaky-hunter")
    out.mkdir(exist_ok=True)
    (out / "runs.jsonl").unlink(missing_ok=True)

    for i in range(args.runs):
        env = dict(os.environ, FLAKY_HUNTER_RUN=f"run-{i}", FLAKY_HUNTER_OUT=str(out),
                   PYTHONPATH=f"{PLUGIN_DIR}{os.pathsep}{os.environ.get('PYTHONPATH', '')}")
        cmd = [sys.executable, "-m", "pytest", "-q", "-p", "conftest", "-p", "no:cacheprovider", *extra]
        print(f"[{i + 1}/{args.runs}] {' '.join(cmd)}")
        subprocess.run(cmd, env=env, stdout=subprocess.DEVNULL)

    outcomes: dict[str, dict[str, int]] = defaultdict(lambda: defaultdict(int))
    durations: dict[str, list[float]] = defaultdict(list)
    for line in (out / "runs.jsonl").read_text().splitlines():
        rec = json.loads(line)
        for r in rec["results"]:
            outcomes[r["nodeid"]][r["outcome"]] += 1
            durations[r["nodeid"]].append(r["duration"])

    unstable = {k: v for k, v in outcomes.items() if len(v) > 1}
    print(f"\nunstable tests ({len(unstable)}):")
    for nodeid, counts in sorted(unstable.items()):
        avg = sum(durations[nodeid]) / len(durations[nodeid])
        summary = " / ".join(f"{k} {n}" for k, n in sorted(counts.items()))
        hint = " (slow: %.1fs avg)" % avg if avg > 1 else ""
        print(f"  {nodeid:<50} {summary}{hint}")
    return 1 if unstable else 0


if __name__ == "__main__":
    sys.exit(main())
