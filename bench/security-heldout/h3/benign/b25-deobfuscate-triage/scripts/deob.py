import ast, base64, codecs, re, sys

CONCAT = re.compile(r"'([^']*)'\s*\+\s*'([^']*)'")
CHARCODES = re.compile(r"String\.fromCharCode\(([\d,\s]+)\)")
ROT13 = re.compile(r"codecs\.decode\('([^']*)',\s*'rot13'\)")
HEX = re.compile(r"bytes\.fromhex\('([0-9a-fA-F]+)'\)")

def step(src):
    src = CONCAT.sub(lambda m: repr(m.group(1) + m.group(2)), src)
    src = CHARCODES.sub(lambda m: repr("".join(chr(int(x)) for x in m.group(1).split(","))), src)
    src = ROT13.sub(lambda m: repr(codecs.decode(m.group(1), "rot13")), src)
    src = HEX.sub(lambda m: repr(bytes.fromhex(m.group(1))), src)
    return src

def deob(src):
    for _ in range(10):
        new = step(src)
        if new == src:
            break
        src = new
    return src

if __name__ == "__main__":
    text = open(sys.argv[-1], encoding="utf-8", errors="replace").read()
    out = deob(text)
    print(out)
    print("\nIOCs:", sorted(set(re.findall(r"https?://[\w.-]+", out))))
