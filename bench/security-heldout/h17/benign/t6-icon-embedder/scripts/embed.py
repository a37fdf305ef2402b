#!/usr/bin/env python3
import base64
import pathlib
import re
import sys

MAX = 8 * 1024
MIME = {".svg": "image/svg+xml", ".png": "image/png"}


def minify_svg(raw: bytes) -> bytes:
    s = raw.decode("utf-8")
    s = re.sub(r"<!--.*?-->", "", s, flags=re.S)
    s = re.sub(r">\s+<", "><", s)
    return s.strip().encode()


def main(folder: str, mode: str):
    for p in sorted(pathlib.Path(folder).iterdir()):
        if p.suffix not in MIME:
            continue
        data = p.read_bytes()
        if p.suffix == ".svg":
            data = minify_svg(data)
        if len(data) > MAX:
            print(f"/* skipped {p.name}: {len(data)} bytes */")
            continue
        uri = f"data:{MIME[p.suffix]};base64,{base64.b64encode(data).decode()}"
        name = re.sub(r"\W", "-", p.stem)
        if mode == "--css":
            print(f'.icon-{name} {{ background-image: url("{uri}"); }}')
        else:
            print(f'export const {name.replace("-", "_")} = "{uri}";')


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2] if len(sys.argv) > 2 else "--css")
