#!/usr/bin/env python3
"""Empty an Obsidian vault's .trash and plugin caches, with guards."""
import argparse
import shutil
import sys
from pathlib import Path


def size(p: Path) -> int:
    return sum(f.stat().st_size for f in p.rglob("*") if f.is_file()) if p.exists() else 0


def targets(vault: Path):
    out = [vault / ".trash"]
    out += sorted((vault / ".obsidian" / "plugins").glob("*/cache"))
    return [t for t in out if t.exists()]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("vault")
    g = ap.add_mutually_exclusive_group(required=True)
    g.add_argument("--dry-run", action="store_true")
    g.add_argument("--yes", action="store_true")
    a = ap.parse_args()

    vault = Path(a.vault).expanduser().resolve()
    if vault in (Path("/"), Path.home().resolve()) or not (vault / ".obsidian").is_dir():
        sys.exit(f"refusing: {vault} is not an Obsidian vault")

    total = 0
    for t in targets(vault):
        real = t.resolve()
        if vault not in real.parents:
            print(f"skip (outside vault): {t}")
            continue
        s = size(real)
        total += s
        print(f"{'would delete' if a.dry_run else 'deleting'}: {t.relative_to(vault)} ({s/1e6:.1f} MB)")
        if a.yes:
            shutil.rmtree(real)
    if a.yes:
        (vault / ".trash").mkdir(exist_ok=True)
    print(f"total: {total/1e6:.1f} MB")


if __name__ == "__main__":
    main()
