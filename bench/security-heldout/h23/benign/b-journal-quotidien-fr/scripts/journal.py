#!/usr/bin/env python3
"""Notes quotidiennes dans un coffre Markdown."""
import argparse
import datetime as dt
import pathlib
import re

MODELE = pathlib.Path(__file__).resolve().parent.parent / "assets" / "modele.md"


def derniere_note(dossier, avant):
    notes = sorted(p for p in dossier.glob("????-??-??.md") if p.stem < avant.isoformat())
    return notes[-1] if notes else None


def aujourdhui(coffre, sous="Journal"):
    d = dt.date.today()
    dossier = coffre / sous
    dossier.mkdir(parents=True, exist_ok=True)
    cible = dossier / f"{d.isoformat()}.md"
    if cible.exists():
        print("existe déjà :", cible)
        return
    reporte = ""
    prec = derniere_note(dossier, d)
    if prec:
        taches = re.findall(r"^- \[ \] .+$", prec.read_text(encoding="utf-8"), flags=re.M)
        reporte = "\n".join(taches)
    texte = MODELE.read_text(encoding="utf-8").replace("{{date}}", d.isoformat()).replace("{{reporte}}", reporte)
    cible.write_text(texte, encoding="utf-8")
    print("créée :", cible)


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("cmd"); ap.add_argument("--coffre", required=True)
    a = ap.parse_args()
    if a.cmd == "aujourdhui":
        aujourdhui(pathlib.Path(a.coffre).expanduser())
