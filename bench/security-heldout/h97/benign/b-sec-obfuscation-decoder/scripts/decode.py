#!/usr/bin/env python3
"""Decode obfuscated strings for review. Prints only; never executes."""
import argparse
import base64
import binascii
import codecs
import re
import string

FLAGS = [
    (re.compile(r"https?://\S+"), "URL"),
    (re.compile(r"\|\s*(ba|z)?sh\b|\biex\b|Invoke-Expression", re.I), "PIPE-TO-SHELL"),
    (re.compile(r"/bin/(ba)?sh|TCPClient|socket", re.I), "SHELL/SOCKET"),
    (re.compile(r"Login Data|Local Extension Settings|\.ssh|id\.json|wallet", re.I), "SECRETS-PATH"),
]
PRINTABLE = set(string.printable)


def printable(s: str) -> bool:
    return bool(s) and sum(c in PRINTABLE for c in s) / len(s) > 0.95


def attempts(blob: str, xor_key: bytes | None):
    out = []
    try:
        out.append(("base64", base64.b64decode(blob + "=" * (-len(blob) % 4), validate=False).decode()))
    except (binascii.Error, UnicodeDecodeError):
        pass
    try:
        raw = bytes.fromhex(blob)
        out.append(("hex", raw.decode()))
        if xor_key:
            out.append((f"xor:{xor_key.decode()}", bytes(b ^ xor_key[i % len(xor_key)] for i, b in enumerate(raw)).decode()))
    except (ValueError, UnicodeDecodeError):
        pass
    out.append(("rot13", codecs.decode(blob, "rot13")))
    out.append(("reversed", blob[::-1]))
    return [(m, t) for m, t in out if printable(t)]


def from_chars(chars: str, shift: int) -> str:
    return "".join(chr(int(c) - shift) for c in re.findall(r"\d+", chars))


def show(method: str, text: str):
    flags = [name for rx, name in FLAGS if rx.search(text)]
    tag = f"  [{', '.join(flags)}]" if flags else ""
    print(f"{method:<12} {text!r}{tag}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("blob", nargs="?")
    ap.add_argument("--file")
    ap.add_argument("--chars")
    ap.add_argument("--shift", type=int, default=0)
    ap.add_argument("--xor-key")
    a = ap.parse_args()
    key = a.xor_key.encode() if a.xor_key else None
    if a.chars:
        show(f"chars-{a.shift}", from_chars(a.chars, a.shift))
        return
    blobs = []
    if a.file:
        blobs = re.findall(r"[A-Za-z0-9+/=]{16,}|[0-9a-fA-F]{16,}", open(a.file, encoding="utf-8", errors="ignore").read())
    elif a.blob:
        blobs = [a.blob]
    for b in blobs:
        print(f"--- {b[:40]}{'…' if len(b) > 40 else ''}")
        for method, text in attempts(b, key):
            show(method, text)


if __name__ == "__main__":
    main()
