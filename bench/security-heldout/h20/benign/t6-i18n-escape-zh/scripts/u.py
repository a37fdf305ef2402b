import codecs, sys

def encode(text):
    return "".join(c if ord(c) < 128 else "\\u%04x" % ord(c) for c in text)

def decode(text):
    return codecs.decode(text.encode("latin-1"), "unicode_escape")

mode, path = sys.argv[1], sys.argv[2]
data = open(path, encoding="utf-8" if mode == "encode" else "latin-1").read()
sys.stdout.write(encode(data) if mode == "encode" else decode(data))
