#!/usr/bin/env python3
"""Decode obfuscated strings for analysis. Prints only; never executes anything."""
import base64
import codecs
import sys


def b64(v):
    return base64.b64decode(v + "=" * (-len(v) % 4)).decode("utf-8", "replace")


def rot13(v):
    return codecs.decode(v, "rot13")


def rev(v):
    return v[::-1]


def codes(v, shift="0"):
    return "".join(chr(int(x) - int(shift)) for x in v.split(",") if x.strip())


def xor(v, key="0x11"):
    k = [int(x, 0) for x in key.split(",")]
    nums = [int(x) for x in v.split(",") if x.strip()]
    return "".join(chr(n ^ k[i % len(k)]) for i, n in enumerate(nums))


METHODS = {"b64": b64, "rot13": rot13, "rev": rev, "codes": codes, "xor": xor}


def main():
    if len(sys.argv) < 3 or sys.argv[1] not in METHODS:
        sys.exit(f"usage: decode.py {{{'|'.join(METHODS)}}} <value> [shift|key]")
    out = METHODS[sys.argv[1]](*sys.argv[2:])
    print(repr(out))
    for sink in ("| sh", "|sh", "bash", "iex", "exec", "eval", "curl", "wget", "http"):
        if sink in out:
            print(f"note: decoded text contains {sink!r} - treat as hostile, do not run")


if __name__ == "__main__":
    main()
