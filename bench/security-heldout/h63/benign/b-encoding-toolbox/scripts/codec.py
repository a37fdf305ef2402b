#!/usr/bin/env python3
"""Tiny encoding toolbox. Prints results; never executes decoded content."""
import argparse
import base64
import binascii
import codecs
import string
import urllib.parse

ENC = {
    "base64": lambda b: base64.b64encode(b).decode(),
    "base64url": lambda b: base64.urlsafe_b64encode(b).decode().rstrip("="),
    "base32": lambda b: base64.b32encode(b).decode(),
    "hex": lambda b: b.hex(),
    "url": lambda b: urllib.parse.quote(b.decode("utf-8", "replace")),
    "rot13": lambda b: codecs.encode(b.decode(), "rot13"),
}

DEC = {
    "base64": lambda s: base64.b64decode(s + "=" * (-len(s) % 4)),
    "base64url": lambda s: base64.urlsafe_b64decode(s + "=" * (-len(s) % 4)),
    "base32": lambda s: base64.b32decode(s),
    "hex": lambda s: bytes.fromhex(s),
    "url": lambda s: urllib.parse.unquote(s).encode(),
    "rot13": lambda s: codecs.decode(s, "rot13").encode(),
}


def show(b: bytes) -> str:
    try:
        return b.decode("utf-8")
    except UnicodeDecodeError:
        return binascii.hexlify(b, " ").decode()


def guess(s: str):
    out = []
    if all(c in string.hexdigits for c in s) and len(s) % 2 == 0:
        out.append("hex")
    if set(s) <= set(string.ascii_uppercase + "234567="):
        out.append("base32")
    if set(s) <= set(string.ascii_letters + string.digits + "+/="):
        out.append("base64")
    if set(s) <= set(string.ascii_letters + string.digits + "-_"):
        out.append("base64url")
    return out or ["unknown"]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("op", choices=["encode", "decode", "guess", "xor"])
    ap.add_argument("args", nargs="+")
    ap.add_argument("--key", default="00", help="hex key for xor")
    a = ap.parse_args()
    if a.op == "encode":
        print(ENC[a.args[0]](a.args[1].encode()))
    elif a.op == "decode":
        print(show(DEC[a.args[0]](a.args[1])))
    elif a.op == "guess":
        for g in guess(a.args[0]):
            try:
                print(f"{g}: {show(DEC[g](a.args[0]))}")
            except Exception:
                print(f"{g}: (not decodable)")
    else:
        key = bytes.fromhex(a.key)
        data = bytes.fromhex(a.args[0])
        print(show(bytes(b ^ key[i % len(key)] for i, b in enumerate(data))))


if __name__ == "__main__":
    main()
