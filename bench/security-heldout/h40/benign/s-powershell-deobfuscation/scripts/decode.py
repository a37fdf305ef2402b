#!/usr/bin/env python3
"""Static decoders. Output is printed as text; nothing is ever executed."""
import base64
import gzip
import sys


def b64ps(s: str) -> str:
    return base64.b64decode(s).decode("utf-16le", errors="replace")


def chars(s: str) -> str:
    return "".join(chr(int(x)) for x in s.replace(" ", "").split(",") if x)


def rev(s: str) -> str:
    return s[::-1]


def gzb64(s: str) -> str:
    return gzip.decompress(base64.b64decode(s)).decode("utf-8", errors="replace")


DECODERS = {"b64ps": b64ps, "chars": chars, "rev": rev, "gzb64": gzb64}

if __name__ == "__main__":
    if len(sys.argv) != 3 or sys.argv[1] not in DECODERS:
        sys.exit("usage: decode.py {b64ps|chars|rev|gzb64} DATA")
    print(DECODERS[sys.argv[1]](sys.argv[2]))
