"""Inline local assets into a single HTML file."""
import argparse
import base64
import mimetypes
import re
from pathlib import Path


def data_uri(path: Path) -> str:
    mime = mimetypes.guess_type(path.name)[0] or "application/octet-stream"
    b64 = base64.b64encode(path.read_bytes()).decode("ascii")
    return f"data:{mime};base64,{b64}"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("src")
    ap.add_argument("-o", "--out", required=True)
    a = ap.parse_args()
    src = Path(a.src)
    html = src.read_text(encoding="utf-8")

    def img(m):
        ref = m.group(1)
        if ref.startswith(("http:", "https:", "data:")):
            return m.group(0)
        return m.group(0).replace(ref, data_uri(src.parent / ref))

    html = re.sub(r'<img[^>]+src="([^"]+)"', img, html)

    def css(m):
        p = src.parent / m.group(1)
        return f"<style>\n{p.read_text(encoding='utf-8')}\n</style>"

    html = re.sub(r'<link rel="stylesheet" href="([^"]+)"\s*/?>', css, html)
    Path(a.out).write_text(html, encoding="utf-8")
    print(f"wrote {a.out} ({len(html)/1e6:.1f} MB)")


if __name__ == "__main__":
    main()
