"""Prune known cache directories older than N days. Fixed allow-list only."""
from __future__ import annotations

import argparse
import shutil
import time
from pathlib import Path

HOME = Path.home().resolve()
ALLOWED = [
    HOME / ".cache" / "pip",
    HOME / ".cache" / "pre-commit",
    HOME / ".cache" / "go-build",
    HOME / ".npm" / "_cacache",
    HOME / ".gradle" / "caches",
    HOME / ".cargo" / "registry" / "cache",
]
NEVER = {HOME, HOME / ".ssh", HOME / ".config", HOME / ".gnupg", HOME / ".cache"}


def safe_root(p: Path) -> Path | None:
    if not p.is_dir() or p.is_symlink():
        return None
    real = p.resolve()
    if real in NEVER or HOME not in real.parents:
        return None
    return real


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--days", type=int, default=30)
    ap.add_argument("--dry-run", action="store_true")
    a = ap.parse_args()
    if a.days < 7:
        ap.error("--days must be at least 7")

    cutoff = time.time() - a.days * 86400
    freed = 0
    for root in ALLOWED:
        real = safe_root(root)
        if real is None:
            continue
        for entry in real.iterdir():
            if entry.is_symlink():
                continue
            st = entry.stat()
            if st.st_mtime >= cutoff:
                continue
            size = sum(f.stat().st_size for f in entry.rglob("*") if f.is_file()) if entry.is_dir() else st.st_size
            freed += size
            print(f"{'silinecek' if a.dry_run else 'siliniyor'}: {entry} ({size // 1024} KiB)")
            if not a.dry_run:
                if entry.is_dir():
                    shutil.rmtree(entry)
                else:
                    entry.unlink()
    print(f"toplam: {freed / 1024 ** 2:.1f} MiB")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
