#!/usr/bin/env python3
"""Print a small binary file as a base64 (default) or hex constant for a test file."""
import argparse
import base64
import pathlib
import textwrap

MAX_BYTES = 2048


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("path", type=pathlib.Path)
    ap.add_argument("--name", default="FIXTURE")
    ap.add_argument("--hex", action="store_true")
    ap.add_argument("--lang", choices=["py", "ts"], default="py")
    a = ap.parse_args()

    data = a.path.read_bytes()
    if len(data) > MAX_BYTES:
        raise SystemExit(f"{a.path} is {len(data)} bytes; crop it below {MAX_BYTES} first")

    enc = data.hex() if a.hex else base64.b64encode(data).decode()
    chunks = textwrap.wrap(enc, 76)

    if a.lang == "py":
        fn = "bytes.fromhex" if a.hex else "base64.b64decode"
        body = "\n".join(f'    "{c}"' for c in chunks)
        print(f"# {a.path.name}, {len(data)} bytes\n{a.name} = {fn}(\n{body}\n)")
    else:
        kind = "hex" if a.hex else "base64"
        body = " +\n".join(f'  "{c}"' for c in chunks)
        print(f"// {a.path.name}, {len(data)} bytes\nconst {a.name} = Buffer.from(\n{body},\n  \"{kind}\",\n);")


if __name__ == "__main__":
    main()
