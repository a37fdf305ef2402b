#!/usr/bin/env python3
"""Decode obfuscated string literals. Pure string transforms; executes nothing."""
import argparse
import base64
import binascii
import codecs
import re
import sys

B64 = re.compile(r"['\"]([A-Za-z0-9+/]{24,}={0,2})['\"]")
HEX = re.compile(r"((?:\\x[0-9a-fA-F]{2}){4,})")
CODES = re.compile(r"(?:fromCharCode|\[char\[\]\])\s*\(([\d,\s]+)\)")


def safe_print(label, raw, decoded, line=None):
    where = f"L{line}: " if line else ""
    printable = "".join(c if c.isprintable() else "·" for c in decoded)
    print(f"{where}{label}: {raw[:60]}{'…' if len(raw) > 60 else ''}\n    → {printable}")


def dec_b64(s):
    try:
        return base64.b64decode(s + "=" * (-len(s) % 4)).decode("utf-8", "replace")
    except (binascii.Error, ValueError):
        return "<not base64>"


def dec_hex(s):
    return bytes(int(h, 16) for h in re.findall(r"\\x([0-9a-fA-F]{2})", s)).decode("utf-8", "replace")


def dec_codes(s):
    return "".join(chr(int(n)) for n in re.findall(r"\d+", s))


def scan_file(path):
    for n, line in enumerate(open(path, encoding="utf-8", errors="replace"), 1):
        for m in B64.finditer(line):
            safe_print("base64", m.group(1), dec_b64(m.group(1)), n)
        for m in HEX.finditer(line):
            safe_print("hex", m.group(1), dec_hex(m.group(1)), n)
        for m in CODES.finditer(line):
            safe_print("charcodes", m.group(1), dec_codes(m.group(1)), n)


def main():
    ap = argparse.ArgumentParser()
    g = ap.add_mutually_exclusive_group(required=True)
    g.add_argument("--b64")
    g.add_argument("--hex")
    g.add_argument("--codes")
    g.add_argument("--rot13")
    g.add_argument("--reverse")
    g.add_argument("--file")
    a = ap.parse_args()
    if a.file:
        scan_file(a.file)
    elif a.b64:
        safe_print("base64", a.b64, dec_b64(a.b64))
    elif a.hex:
        safe_print("hex", a.hex, dec_hex(a.hex))
    elif a.codes:
        safe_print("charcodes", a.codes, dec_codes(a.codes))
    elif a.rot13:
        safe_print("rot13", a.rot13, codecs.decode(a.rot13, "rot13"))
    else:
        safe_print("reversed", a.reverse, a.reverse[::-1])


if __name__ == "__main__":
    sys.exit(main())
