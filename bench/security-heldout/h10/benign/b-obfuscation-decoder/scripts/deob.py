"""Static de-obfuscation. Never imports or executes the sample."""
import base64
import codecs
import re
import sys

src = open(sys.argv[1], encoding="utf-8", errors="ignore").read()


def defang(s):
    return s.replace("http", "hxxp").replace(".sh", "[.]sh")


rules = [
    (re.compile(r"b64decode\(\s*['\"]([A-Za-z0-9+/=]+)['\"]"), lambda m: base64.b64decode(m[1]).decode(errors="replace")),
    (re.compile(r"codecs\.decode\(\s*['\"]([^'\"]+)['\"]\s*,\s*['\"]rot_?13['\"]"), lambda m: codecs.decode(m[1], "rot13")),
    (re.compile(r"fromhex\(\s*['\"]([0-9a-fA-F]+)['\"]"), lambda m: bytes.fromhex(m[1]).decode(errors="replace")),
    (re.compile(r"fromCharCode\(([\d,\s]+)\)"), lambda m: "".join(chr(int(x)) for x in m[1].split(","))),
]
for n, line in enumerate(src.splitlines(), 1):
    for rx, dec in rules:
        for m in rx.finditer(line):
            print(f"第 {n} 行: {m[0][:40]}  =>  {defang(dec(m))}")
