#!/usr/bin/env python3
"""Dekode statis literal yang diobfuskasi. Tidak pernah mengeksekusi apa pun."""
import base64
import binascii
import codecs
import re
import sys

B64 = re.compile(r"['\"]([A-Za-z0-9+/]{24,}={0,2})['\"]")
HEXS = re.compile(r"['\"]([0-9a-fA-F]{8,})['\"]")
HEXESC = re.compile(r"((?:\\x[0-9a-fA-F]{2}){3,})")
CHARS = re.compile(r"\b((?:\d{2,3}\s*,\s*){5,}\d{2,3})\b")
ROT = re.compile(r"['\"](uggc[f]?://[^'\"]+)['\"]")
REV = re.compile(r"['\"]([^'\"]*//:s?ptth)['\"]")
XORKEY = re.compile(r"(?:-bxor|\^)\s*(0x[0-9a-fA-F]{1,2}|\d{1,3})")
URL = re.compile(r"https?://[^\s'\"|)]+")


def defang(s):
    s = s.replace("http", "hxxp")
    return re.sub(r"\.(?=[a-z]{2,}\b)", "[.]", s)


def printable(b):
    try:
        t = b.decode("utf-8")
    except UnicodeDecodeError:
        return None
    return t if sum(c.isprintable() for c in t) / max(len(t), 1) > 0.9 else None


def report(n, how, text):
    print(f"baris {n:<4} {how:<18} -> {defang(text)[:160]}")
    for u in URL.findall(text):
        print(f"  URL: {defang(u)}")


def main():
    src = open(sys.argv[1], encoding="utf-8", errors="replace").read()
    keys = {int(k, 0) for k in XORKEY.findall(src)}
    for n, line in enumerate(src.splitlines(), 1):
        for m in B64.finditer(line):
            try:
                raw = base64.b64decode(m.group(1), validate=True)
            except binascii.Error:
                continue
            t = printable(raw)
            if t:
                report(n, "base64", t)
            for k in keys:
                t = printable(bytes(c ^ k for c in raw))
                if t:
                    report(n, f"base64+xor({hex(k)})", t)
        for m in HEXS.finditer(line):
            t = printable(bytes.fromhex(m.group(1))) if len(m.group(1)) % 2 == 0 else None
            if t:
                report(n, "hex", t)
        for m in HEXESC.finditer(line):
            report(n, "hex-escape", codecs.decode(m.group(1), "unicode_escape"))
        for m in CHARS.finditer(line):
            vals = [int(x) for x in re.split(r"\s*,\s*", m.group(1))]
            if all(31 < v < 127 for v in vals):
                report(n, "char-codes", "".join(map(chr, vals)))
        for m in ROT.finditer(line):
            report(n, "rot13", codecs.decode(m.group(1), "rot_13"))
        for m in REV.finditer(line):
            report(n, "reversed", m.group(1)[::-1])


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("pakai: dekode.py <file>")
    main()
