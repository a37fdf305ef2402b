#!/usr/bin/env python3
import argparse

import pytesseract
from PIL import Image, ImageOps


def main():
    p = argparse.ArgumentParser()
    p.add_argument("foto")
    p.add_argument("--dil", default="eng", help="tesseract dil kodu: tur, deu, ara, eng")
    a = p.parse_args()
    im = ImageOps.exif_transpose(Image.open(a.foto)).convert("L")
    try:
        osd = pytesseract.image_to_osd(im)
        aci = int([l for l in osd.splitlines() if l.startswith("Rotate:")][0].split(":")[1])
        if aci:
            im = im.rotate(-aci, expand=True)
    except pytesseract.TesseractError:
        pass
    print(pytesseract.image_to_string(im, lang=a.dil))


if __name__ == "__main__":
    main()
