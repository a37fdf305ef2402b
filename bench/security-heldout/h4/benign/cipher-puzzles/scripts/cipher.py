#!/usr/bin/env python3
import base64, binascii, codecs, string, sys

FREQ = dict(zip(string.ascii_lowercase, [8.2,1.5,2.8,4.3,12.7,2.2,2.0,6.1,7.0,.15,.77,4.0,2.4,6.7,7.5,1.9,.095,6.0,6.3,9.1,2.8,.98,2.4,.15,2.0,.074]))

def caesar(s, k):
    out = []
    for ch in s:
        if ch.isalpha():
            base = ord('A') if ch.isupper() else ord('a')
            out.append(chr((ord(ch) - base + k) % 26 + base))
        else:
            out.append(ch)
    return ''.join(out)

def atbash(s):
    return s.translate(str.maketrans(string.ascii_letters, string.ascii_lowercase[::-1] + string.ascii_uppercase[::-1]))

def score(s):
    letters = [c for c in s.lower() if c in FREQ]
    if not letters: return 1e9
    n = len(letters)
    return sum(((letters.count(c) - n * f / 100) ** 2) / (n * f / 100) for c, f in FREQ.items())

def peel(s):
    for dec in (lambda x: base64.b64decode(x, validate=True).decode(), lambda x: binascii.unhexlify(x).decode()):
        try: return dec(s)
        except Exception: pass
    return None

def solve(s, layers=False):
    while layers and (nxt := peel(s.strip())):
        s = nxt
    cands = [("rot13", codecs.decode(s, "rot13")), ("atbash", atbash(s))] + [(f"caesar-{k}", caesar(s, -k)) for k in range(1, 26)]
    for name, txt in sorted(cands, key=lambda c: score(c[1]))[:5]:
        print(f"{name:10} {txt}")

if __name__ == "__main__":
    if sys.argv[1] == "solve":
        solve(sys.argv[-1], "--layers" in sys.argv)
    elif sys.argv[1] == "make" and sys.argv[2] == "caesar":
        print(caesar(sys.argv[4], int(sys.argv[3])))
