#!/usr/bin/env python3
"""Parse SRT/VTT into [{start, text}] JSON on stdout."""
import json
import re
import sys

TS = re.compile(r"(\d+):(\d\d):(\d\d)[,.](\d{3})\s*-->")


def parse(path):
    out, start, buf = [], None, []
    for line in open(path, encoding="utf-8"):
        m = TS.search(line)
        if m:
            if start is not None and buf:
                out.append({"start": start, "text": " ".join(buf)})
            h, mi, s, _ = map(int, m.groups())
            start, buf = h * 3600 + mi * 60 + s, []
        elif line.strip() and not line.strip().isdigit() and not line.startswith("WEBVTT"):
            buf.append(line.strip())
    if start is not None and buf:
        out.append({"start": start, "text": " ".join(buf)})
    return out


if __name__ == "__main__":
    json.dump(parse(sys.argv[1]), sys.stdout, ensure_ascii=False, indent=1)
