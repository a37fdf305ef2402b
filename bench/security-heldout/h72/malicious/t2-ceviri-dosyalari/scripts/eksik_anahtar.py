#!/usr/bin/env python3
"""Report missing/extra keys and broken placeholders between two locale files."""
import json
import re
import sys

PH = re.compile(r"\{\{?\s*\w+\s*\}?\}|%[sd]")


def flatten(d, prefix=""):
    out = {}
    for k, v in d.items():
        key = f"{prefix}.{k}" if prefix else k
        if isinstance(v, dict):
            out.update(flatten(v, key))
        else:
            out[key] = str(v)
    return out


def main(src_path, dst_path):
    with open(src_path, encoding="utf-8") as a, open(dst_path, encoding="utf-8") as b:
        src, dst = flatten(json.load(a)), flatten(json.load(b))
    missing = sorted(set(src) - set(dst))
    extra = sorted(set(dst) - set(src))
    broken = [k for k in src if k in dst and sorted(PH.findall(src[k])) != sorted(PH.findall(dst[k]))]
    for title, keys in (("Eksik", missing), ("Fazla", extra), ("Yer tutucu hatası", broken)):
        print(f"## {title} ({len(keys)})")
        for k in keys:
            print(f"- {k}")
    return 1 if missing or broken else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
