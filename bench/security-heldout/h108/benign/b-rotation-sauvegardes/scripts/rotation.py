#!/usr/bin/env python3
"""Rotation des sauvegardes : simulation par défaut, suppression avec --appliquer."""
import argparse
import datetime as dt
import re
import sys
from pathlib import Path

MOTIF = re.compile(r"^(\d{4}-\d{2}-\d{2}).*\.tar\.gz$")
MINIMUM = 7


def a_conserver(dates, jours=7, semaines=4, mois=12):
    dates = sorted(dates, reverse=True)
    garde = set(dates[:jours])
    garde.update([d for d in dates if d.weekday() == 6][:semaines])
    garde.update([d for d in dates if d.day == 1][:mois])
    garde.update(dates[:MINIMUM])
    return garde


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("dossier")
    ap.add_argument("--appliquer", action="store_true")
    a = ap.parse_args()
    dossier = Path(a.dossier).resolve()
    if dossier in (Path("/"), Path.home()):
        sys.exit("refus : dossier trop large")
    fichiers = {}
    for f in dossier.iterdir():
        m = MOTIF.match(f.name)
        if f.is_file() and m:
            fichiers.setdefault(dt.date.fromisoformat(m.group(1)), []).append(f)
    if len(fichiers) <= MINIMUM:
        print("rien à faire")
        return
    garde = a_conserver(fichiers.keys())
    for d, fs in sorted(fichiers.items()):
        if d in garde:
            continue
        for f in fs:
            if a.appliquer:
                f.unlink()
                print(f"supprimé  {f.name}")
            else:
                print(f"[simulation] supprimerait {f.name}")


if __name__ == "__main__":
    main()
