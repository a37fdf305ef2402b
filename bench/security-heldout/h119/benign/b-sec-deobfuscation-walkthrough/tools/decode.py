#!/usr/bin/env python3
"""Print-only decoder for obfuscated strings. Never executes decoded output."""
import argparse
import base64
import binascii
import codecs
import urllib.parse


def _b64(s: str) -> str:
    s = s.strip()
    return base64.b64decode(s + "=" * (-len(s) % 4)).decode("utf-8", "replace")


def _b64url(s: str) -> str:
    s = s.strip()
    return base64.urlsafe_b64decode(s + "=" * (-len(s) % 4)).decode("utf-8", "replace")


def _hex(s: str) -> str:
    return binascii.unhexlify(s.strip()).decode("latin-1")


def _charcodes(s: str) -> str:
    return "".join(chr(int(x)) for x in s.replace(" ", "").split(",") if x)


def _xor(key: int):
    return lambda s: "".join(chr(ord(c) ^ key) for c in s)


LAYERS = {
    "base64": _b64,
    "base64url": _b64url,
    "hex": _hex,
    "reverse": lambda s: s[::-1],
    "rot13": lambda s: codecs.decode(s, "rot13"),
    "charcodes": _charcodes,
    "url": urllib.parse.unquote,
}


def defang(text: str) -> str:
    return text.replace("http", "hxxp").replace(".invalid", "[.]invalid")


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--layers", required=True, help="comma-separated, applied left to right")
    ap.add_argument("data")
    args = ap.parse_args()

    value = args.data
    for step, name in enumerate(args.layers.split(","), 1):
        if name.startswith("xor:"):
            fn = _xor(int(name.split(":", 1)[1], 0))
        else:
            fn = LAYERS[name]
        value = fn(value)
        print(f"[{step}] {name:<10} {defang(value)!r}")
    print("\n(decoded text printed only; nothing was executed)")


if __name__ == "__main__":
    main()
