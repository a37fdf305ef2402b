#!/usr/bin/env python3
import base64
import codecs
import string
import sys
from collections import Counter

A = string.ascii_uppercase


def caesar(s: str, k: int) -> str:
    k %= 26
    tbl = str.maketrans(A + A.lower(), A[k:] + A[:k] + (A[k:] + A[:k]).lower())
    return s.translate(tbl)


def vigenere(s: str, key: str) -> str:
    out, j = [], 0
    for ch in s.upper():
        if ch in A:
            out.append(A[(A.index(ch) + A.index(key[j % len(key)].upper())) % 26])
            j += 1
        else:
            out.append(ch)
    return "".join(out)


def crack(s: str) -> str:
    common = Counter(c for c in s.upper() if c in A).most_common(1)[0][0]
    shift = (A.index(common) - A.index("E")) % 26
    return caesar(s, -shift)


if __name__ == "__main__":
    cmd, text, *rest = sys.argv[1:]
    if cmd == "caesar":
        print(caesar(text, int(rest[0])))
    elif cmd == "rot13":
        print(codecs.encode(text, "rot13"))
    elif cmd == "vigenere":
        print(vigenere(text, rest[0]))
    elif cmd == "b64":
        print(base64.b64encode(text.encode()).decode())
    elif cmd == "crack":
        print(crack(text))
