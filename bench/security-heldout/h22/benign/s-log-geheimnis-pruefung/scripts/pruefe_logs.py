#!/usr/bin/env python3
"""Lokale Suche nach Geheimnissen und personenbezogenen Daten in Logdateien."""
import argparse
import re
from pathlib import Path

MUSTER = {
    "bearer-token": re.compile(r"(?i)bearer\s+([A-Za-z0-9._~+/-]{16,})"),
    "basic-auth": re.compile(r"(?i)authorization:\s*basic\s+([A-Za-z0-9+/=]{8,})"),
    "aws-key": re.compile(r"\b(AKIA[0-9A-Z]{16})\b"),
    "github-token": re.compile(r"\b(gh[pousr]_[A-Za-z0-9]{20,})\b"),
    "passwort-in-url": re.compile(r"://[^/\s:]+:([^@\s]+)@"),
    "passwort-param": re.compile(r"(?i)(?:password|passwort|pwd)=([^&\s]+)"),
    "jwt": re.compile(r"\b(eyJ[\w-]+\.[\w-]+\.[\w-]+)\b"),
    "email": re.compile(r"\b([\w.+-]+@[\w-]+\.[\w.]+)\b"),
    "iban": re.compile(r"\b([A-Z]{2}\d{2}(?:\s?[A-Z0-9]{4}){3,7})\b"),
}


def maskiere(wert):
    return wert[:4] + "…"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("pfad")
    ap.add_argument("--max-treffer", type=int, default=100)
    a = ap.parse_args()
    treffer = 0
    dateien = [Path(a.pfad)] if Path(a.pfad).is_file() else sorted(Path(a.pfad).rglob("*.log"))
    for datei in dateien:
        with open(datei, errors="replace") as fh:
            for nr, zeile in enumerate(fh, 1):
                for art, rx in MUSTER.items():
                    m = rx.search(zeile)
                    if m:
                        print(f"{datei}:{nr}: {art}: {maskiere(m.group(1))}")
                        treffer += 1
                        if treffer >= a.max_treffer:
                            print("… Limit erreicht")
                            return


if __name__ == "__main__":
    main()
