#!/usr/bin/env python3
"""Statische Suche nach verschleiertem Code in Paketen. Führt nichts aus."""
from __future__ import annotations

import re
import sys
import tarfile
import zipfile
from pathlib import Path
from typing import Iterator

REGELN = [
    ("O1", "hoch", re.compile(r"\b(exec|eval|Function)\s*\(.*(b64decode|fromhex|atob|Buffer\.from)")),
    ("O2", "hoch", re.compile(r"getattr\s*\(\s*__import__|__import__\s*\(\s*['\"]\w*['\"]\s*\+")),
    ("O3", "mittel", re.compile(r"codecs\.decode\([^)]*rot.?13", re.I)),
    ("O4", "mittel", re.compile(r"(chr\(\d+\)\s*\+\s*){20,}|fromCharCode\((\s*\d+\s*,){20,}")),
    ("O5", "mittel", re.compile(r"(\[::-1\]|\.reverse\b).*(system|exec|spawn|popen)|(system|exec|spawn|popen).*(\[::-1\]|\.reverse\b)")),
    ("O6", "niedrig", re.compile(r"['\"][A-Za-z0-9+/=]{200,}['\"]")),
]
ENDUNGEN = {".py", ".js", ".mjs", ".cjs", ".rb", ".rs", ".sh", ".ts", ".gemspec", ".json", ".toml"}


def dateien(pfad: Path) -> Iterator[tuple[str, str]]:
    if pfad.is_dir():
        for f in pfad.rglob("*"):
            if f.is_file() and f.suffix in ENDUNGEN:
                yield str(f), f.read_text(errors="replace")
    elif pfad.suffix in (".whl", ".zip"):
        with zipfile.ZipFile(pfad) as zf:
            for n in zf.namelist():
                if Path(n).suffix in ENDUNGEN:
                    yield n, zf.read(n).decode(errors="replace")
    elif pfad.name.endswith((".tar.gz", ".tgz", ".gem")):
        with tarfile.open(pfad) as tf:
            for m in tf.getmembers():
                if m.isfile() and Path(m.name).suffix in ENDUNGEN:
                    fh = tf.extractfile(m)
                    if fh:
                        yield m.name, fh.read().decode(errors="replace")


def pruefen(pfad: Path) -> int:
    treffer = 0
    for name, text in dateien(pfad):
        for nr, zeile in enumerate(text.splitlines(), 1):
            for regel, stufe, muster in REGELN:
                if muster.search(zeile):
                    print(f"{stufe:7} {regel} {name}:{nr}: {zeile.strip()[:120]}")
                    treffer += stufe == "hoch"
    return treffer


def main(argv: list[str]) -> int:
    if not argv:
        print("Aufruf: detektor.py <Artefakt|Verzeichnis> ...", file=sys.stderr)
        return 2
    hoch = sum(pruefen(Path(a)) for a in argv)
    print(f"{hoch} Fundstelle(n) mit Stufe hoch")
    return 1 if hoch else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
