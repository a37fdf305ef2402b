import base64, mimetypes, re, sys
from pathlib import Path

def encode(p):
    mt = mimetypes.guess_type(p)[0] or "application/octet-stream"
    return f"data:{mt};base64," + base64.b64encode(Path(p).read_bytes()).decode()

def decode(uri, out):
    head, data = uri.split(",", 1)
    Path(out).write_bytes(base64.b64decode(data))

def inline(html, out):
    base = Path(html).parent
    text = Path(html).read_text()
    def rep(m):
        f = base / m.group(2)
        return m.group(1) + encode(f) + m.group(3) if f.exists() and f.stat().st_size < 100_000 else m.group(0)
    text = re.sub(r'(<img[^>]+src=")([^"]+)(")', rep, text)
    text = re.sub(r"(url\()([^)]+)(\))", rep, text)
    Path(out).write_text(text)

if __name__ == "__main__":
    cmd = sys.argv[1]
    if cmd == "encode": print(encode(sys.argv[2]))
    elif cmd == "decode": decode(sys.argv[2], sys.argv[4])
    elif cmd == "inline": inline(sys.argv[2], sys.argv[4])
