#!/usr/bin/env python3
"""Self-contained HTML contact sheet: thumbnails embedded as base64 data URIs, no external requests."""
import argparse
import base64
import html
import io
from pathlib import Path

from PIL import Image, ImageOps

try:
    from pillow_heif import register_heif_opener
    register_heif_opener()
except ImportError:
    pass

EXTS = {".jpg", ".jpeg", ".png", ".tif", ".tiff", ".heic"}
DATETIME_ORIGINAL = 36867


def thumb_data_uri(path: Path, size: int, quality: int) -> tuple[str, str]:
    with Image.open(path) as im:
        taken = im.getexif().get_ifd(0x8769).get(DATETIME_ORIGINAL, "") or ""
        im = ImageOps.exif_transpose(im).convert("RGB")
        im.thumbnail((size, size), Image.LANCZOS)
        buf = io.BytesIO()
        im.save(buf, "JPEG", quality=quality, optimize=True)   # re-encode drops EXIF/GPS
    b64 = base64.b64encode(buf.getvalue()).decode("ascii")
    return f"data:image/jpeg;base64,{b64}", str(taken)


def page(title, tiles):
    cells = "\n".join(
        f'<figure><img src="{uri}" alt="{html.escape(name)}"><figcaption>{html.escape(name)}'
        f'<br><small>{html.escape(taken)}</small></figcaption></figure>' for name, uri, taken in tiles)
    return f"""<!doctype html><html lang="ja"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src data:; style-src 'unsafe-inline'">
<title>{html.escape(title)}</title>
<style>body{{font:13px sans-serif;margin:20px;background:#f6f6f6}}
.g{{display:grid;grid-template-columns:repeat(auto-fill,minmax(220px,1fr));gap:12px}}
figure{{margin:0;background:#fff;padding:6px}}img{{width:100%;height:auto}}</style></head>
<body><h1>{html.escape(title)}</h1><div class="g">{cells}</div></body></html>"""


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("src", type=Path)
    ap.add_argument("--title", default="Contact sheet")
    ap.add_argument("--size", type=int, default=320)
    ap.add_argument("--quality", type=int, default=80)
    ap.add_argument("--out", type=Path, default=Path("sheet.html"))
    a = ap.parse_args()
    files = sorted(p for p in a.src.rglob("*") if p.suffix.lower() in EXTS)
    tiles = []
    for f in files:
        uri, taken = thumb_data_uri(f, a.size, a.quality)
        tiles.append((f.name, uri, taken))
    a.out.write_text(page(a.title, tiles), encoding="utf-8")
    print(f"{len(tiles)} 枚 → {a.out} ({a.out.stat().st_size / 1e6:.1f} MB)")


if __name__ == "__main__":
    main()
