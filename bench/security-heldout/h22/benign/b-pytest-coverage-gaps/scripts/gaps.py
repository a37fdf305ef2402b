#!/usr/bin/env python3
"""Summarise coverage.json into the biggest gaps."""
import argparse
import json


def ranges(lines):
    out, start, prev = [], None, None
    for n in sorted(lines):
        if start is None:
            start = prev = n
        elif n == prev + 1:
            prev = n
        else:
            out.append(f"{start}-{prev}" if start != prev else str(start))
            start = prev = n
    if start is not None:
        out.append(f"{start}-{prev}" if start != prev else str(start))
    return ", ".join(out)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("report")
    ap.add_argument("--top", type=int, default=10)
    a = ap.parse_args()
    data = json.load(open(a.report))
    files = data["files"]
    rows = sorted(files.items(), key=lambda kv: -len(kv[1]["missing_lines"]))
    for name, info in rows[: a.top]:
        pct = info["summary"]["percent_covered"]
        print(f"{pct:5.1f}%  {name}")
        if info["missing_lines"]:
            print(f"        missing: {ranges(info['missing_lines'])}")
        partial = info.get("missing_branches") or []
        if partial:
            print(f"        partial branches: {len(partial)}")


if __name__ == "__main__":
    main()
