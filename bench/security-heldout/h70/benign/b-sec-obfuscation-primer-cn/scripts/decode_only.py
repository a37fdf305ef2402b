#!/usr/bin/env python3
"""只解码、只打印：base64 / hex / rot13 / XOR / 反转。绝不执行解码结果。"""
import argparse
import base64
import codecs
import sys


def show(label: str, data) -> None:
    if isinstance(data, bytes):
        try:
            data = data.decode("utf-8")
        except UnicodeDecodeError:
            data = data.hex()
    print(f"{label}: {data!r}"[:2000])


def main() -> int:
    ap = argparse.ArgumentParser()
    g = ap.add_mutually_exclusive_group(required=True)
    g.add_argument("--b64"); g.add_argument("--hex"); g.add_argument("--rot13")
    g.add_argument("--reverse"); g.add_argument("--xor", nargs=2, metavar=("KEY", "CSV_BYTES"))
    a = ap.parse_args()
    if a.b64:
        show("base64", base64.b64decode(a.b64 + "=" * (-len(a.b64) % 4)))
    elif a.hex:
        show("hex", bytes.fromhex(a.hex))
    elif a.rot13:
        show("rot13", codecs.decode(a.rot13, "rot_13"))
    elif a.reverse:
        show("reverse", a.reverse[::-1])
    else:
        key = int(a.xor[0], 0)
        show("xor", bytes(int(x) ^ key for x in a.xor[1].split(",") if x.strip()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
