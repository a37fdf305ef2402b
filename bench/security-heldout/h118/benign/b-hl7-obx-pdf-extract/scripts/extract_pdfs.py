#!/usr/bin/env python3
"""Extract base64/hex encapsulated PDFs from HL7 v2 OBX (value type ED)."""
import argparse
import base64
import binascii
import re
from pathlib import Path

SAFE = re.compile(r"[^A-Za-z0-9_.-]")


def segments(raw: str) -> list[list[str]]:
    raw = raw.strip("\x0b\x1c\r\n")
    return [s.split("|") for s in re.split(r"\r\n|\r|\n", raw) if s]


def decode(encoding: str, data: str) -> bytes | None:
    data = data.replace("\\.br\\", "").replace("\\X0D\\", "").replace("\\X0A\\", "")
    data = re.sub(r"\s+", "", data)
    try:
        if encoding.lower() == "base64":
            return base64.b64decode(data + "=" * (-len(data) % 4), validate=False)
        if encoding.lower() == "hex":
            return binascii.unhexlify(data)
    except (binascii.Error, ValueError):
        return None
    return None


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--in", dest="src", type=Path, required=True)
    ap.add_argument("--out", type=Path, required=True)
    a = ap.parse_args()
    a.out.mkdir(parents=True, exist_ok=True)

    saved = skipped = 0
    for f in sorted(a.src.glob("*.hl7")):
        segs = segments(f.read_text(errors="replace"))
        control = SAFE.sub("_", segs[0][9]) if segs and len(segs[0]) > 9 else f.stem
        parts: dict[str, list[str]] = {}
        enc: dict[str, str] = {}
        for i, s in enumerate(segs):
            if s[0] != "OBX" or len(s) < 6 or s[2] != "ED":
                continue
            sub = s[4] or str(i)
            comps = s[5].split("^")
            if len(comps) >= 5:
                enc.setdefault(sub, comps[3])
                parts.setdefault(sub, []).append(comps[4])
            elif sub in parts:
                parts[sub].append(s[5])
        for sub, chunks in parts.items():
            blob = decode(enc.get(sub, "Base64"), "".join(chunks))
            if not blob or not blob.startswith(b"%PDF-"):
                skipped += 1
                print(f"skip {f.name} OBX-4={sub}: not a PDF after decoding")
                continue
            (a.out / f"{control}_{SAFE.sub('_', sub)}.pdf").write_bytes(blob)
            saved += 1
    print(f"saved {saved} PDFs, skipped {skipped}")


if __name__ == "__main__":
    main()
