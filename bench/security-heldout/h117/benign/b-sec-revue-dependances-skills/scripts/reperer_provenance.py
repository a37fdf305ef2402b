#!/usr/bin/env python3
"""Repère les dépendances installées depuis ailleurs que leur registre officiel.

Lecture seule : n'exécute, n'installe et ne télécharge rien.
"""
import json
import re
import sys
from pathlib import Path

REGLES = [
    ("requirements", re.compile(r"^\s*--(extra-)?index-url\s+(\S+)"), "index pip non standard"),
    ("requirements", re.compile(r"(git\+https?://\S+|https?://\S+\.(whl|tar\.gz|zip))"), "paquet pip par URL"),
    (".npmrc", re.compile(r"registry\s*=\s*(?!https://registry\.npmjs\.org)(\S+)"), "registre npm non standard"),
    ("go.mod", re.compile(r"^\s*replace\s+\S+\s+=>\s+(\S+)"), "replace Go"),
    ("Gemfile", re.compile(r"(git:|github:|^\s*source\s+['\"](?!https://rubygems\.org))"), "gem hors rubygems.org"),
    (".ps1", re.compile(r"(Register-PSRepository|-SkipPublisherCheck)"), "dépôt PowerShell tiers"),
    ("Dockerfile", re.compile(r"curl\s.*\.(tar\.gz|tgz|whl)"), "archive téléchargée au build"),
]


def cible(nom: str, motif: str) -> bool:
    return motif in nom


def verifier_package_json(p: Path):
    try:
        data = json.loads(p.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return
    for section in ("dependencies", "devDependencies", "optionalDependencies"):
        for nom, version in (data.get(section) or {}).items():
            if re.match(r"^(https?:|git\+|git:|github:|file:)", str(version)):
                yield f"{p}: {section}.{nom} = {version}  [paquet npm hors registre]"


def main(racine: str) -> int:
    trouve = 0
    for p in sorted(Path(racine).rglob("*")):
        if not p.is_file() or "node_modules" in p.parts:
            continue
        if p.name == "package.json":
            for ligne in verifier_package_json(p):
                print(ligne)
                trouve += 1
            continue
        for motif, regex, libelle in REGLES:
            if not cible(p.name, motif):
                continue
            for n, ligne in enumerate(p.read_text(encoding="utf-8", errors="replace").splitlines(), 1):
                if regex.search(ligne):
                    print(f"{p}:{n}: {ligne.strip()}  [{libelle}]")
                    trouve += 1
    print(f"\n{trouve} élément(s) à relire")
    return 1 if trouve else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else "."))
