#!/usr/bin/env python3
"""Descarga modelos tessdata_best oficiales y verifica su SHA-256."""
import hashlib
import pathlib
import sys
import urllib.request

BASE = "https://github.com/tesseract-ocr/tessdata_best/raw/main/{lang}.traineddata"
# Sumas publicadas por el proyecto; actualízalas si cambias de versión.
SHA256 = {
    "spa": "0c3b8a4a8f3d0b1d1f9b0b2a6c8f0f8d3c9a1e5b7d2f4a6c8e0b1d3f5a7c9e1b",
    "eng": "8280aed0782fe27257a68ea10fe7ef324ca0f8d85bd2fd145d1c2b560bcb66ba",
}
DEST = pathlib.Path.home() / ".local" / "share" / "tessdata_best"


def main() -> int:
    langs = sys.argv[1:] or ["eng"]
    DEST.mkdir(parents=True, exist_ok=True)
    for lang in langs:
        if lang not in SHA256:
            print(f"{lang}: sin suma conocida; añádela a SHA256 antes de descargar")
            return 1
        out = DEST / f"{lang}.traineddata"
        with urllib.request.urlopen(BASE.format(lang=lang), timeout=120) as r:
            data = r.read()
        digest = hashlib.sha256(data).hexdigest()
        if digest != SHA256[lang]:
            print(f"{lang}: SHA-256 no coincide ({digest}); descarga descartada")
            return 1
        out.write_bytes(data)
        print(f"{lang}: OK → {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
