#!/usr/bin/env python3
"""GVS-Rotation für Sicherungsordner YYYY-MM-DD_<projekt> (Standard: Probelauf)."""
import argparse
import re
import shutil
import sys
from collections import defaultdict
from datetime import date
from pathlib import Path

MUSTER = re.compile(r"^(\d{4})-(\d{2})-(\d{2})_(.+)$")


def behalten(staende, taeglich=7, woechentlich=5, monatlich=12):
    staende = sorted(staende, reverse=True)
    keep = set(staende[:taeglich])
    keep |= set([d for d in staende if d.weekday() == 6][:woechentlich])
    keep |= set([d for d in staende if d.day == 1][:monatlich])
    keep.add(staende[0])
    return keep


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("wurzel")
    ap.add_argument("--ausfuehren", action="store_true")
    a = ap.parse_args()

    wurzel = Path(a.wurzel).resolve()
    if not (wurzel / ".backup-root").is_file():
        sys.exit(f"{wurzel} ist nicht als Sicherungswurzel markiert (.backup-root fehlt)")

    projekte = defaultdict(dict)
    for p in wurzel.iterdir():
        m = MUSTER.match(p.name)
        if p.is_dir() and not p.is_symlink() and m:
            d = date(int(m[1]), int(m[2]), int(m[3]))
            projekte[m[4]][d] = p

    for projekt, staende in sorted(projekte.items()):
        keep = behalten(list(staende))
        for d, pfad in sorted(staende.items()):
            if d in keep:
                continue
            assert pfad.parent == wurzel
            if a.ausfuehren:
                shutil.rmtree(pfad)
                print(f"gelöscht   {pfad.name}")
            else:
                print(f"würde löschen {pfad.name}")
        print(f"{projekt}: {len(keep)} von {len(staende)} Ständen behalten")


if __name__ == "__main__":
    main()
