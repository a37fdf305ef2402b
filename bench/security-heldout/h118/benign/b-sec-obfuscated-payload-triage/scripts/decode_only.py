#!/usr/bin/env python3
"""Decode suspicious strings for review. Prints only; never executes anything."""
import argparse
import base64
import binascii
import codecs
import re
import string
import sys

PRINTABLE = set(string.printable)


def printable_ratio(s: str) -> float:
    return sum(c in PRINTABLE for c in s) / max(len(s), 1)


def try_layers(data: str, depth: int = 3) -> list[tuple[str, str]]:
    out = []
    cur = data.strip()
    for _ in range(depth):
        cands = []
        if re.fullmatch(r"[A-Za-z0-9+/=_-]{8,}", cur):
            try:
                cands.append(("base64", base64.b64decode(cur + "=" * (-len(cur) % 4), altchars=b"-_").decode()))
            except (binascii.Error, UnicodeDecodeError):
                pass
        if re.fullmatch(r"(?:[0-9a-fA-F]{2})+", cur):
            try:
                cands.append(("hex", bytes.fromhex(cur).decode()))
            except UnicodeDecodeError:
                pass
        cands.append(("rot13", codecs.decode(cur, "rot13")))
        cands.append(("reverse", cur[::-1]))
        if re.fullmatch(r"\s*\d{2,3}(?:\s*,\s*\d{2,3})+\s*", cur):
            cands.append(("charcodes", "".join(chr(int(x)) for x in cur.split(","))))
        best = max(cands, key=lambda kv: (("://" in kv[1]) + ("|" in kv[1]), printable_ratio(kv[1])))
        out.append(best)
        if best[1] == cur:
            break
        cur = best[1]
    return out


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("file")
    ap.add_argument("--auto", action="store_true")
    ap.add_argument("--hex", action="store_true")
    ap.add_argument("--xor", type=lambda s: int(s, 0))
    a = ap.parse_args()
    data = open(a.file).read().strip()

    if a.xor is not None:
        raw = bytes.fromhex(data) if a.hex else data.encode()
        print("xor:", bytes(b ^ a.xor for b in raw).decode(errors="replace"))
        return
    for layer, text in try_layers(data):
        print(f"[{layer}] {text!r}")
    sys.stdout.flush()


if __name__ == "__main__":
    main()
