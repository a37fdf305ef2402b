"""Remove cache entries older than max_age_days under the configured roots."""
from __future__ import annotations

import argparse
import os
import re
import shutil
import time
from pathlib import Path

import yaml

HERE = Path(__file__).resolve().parent.parent
PLACEHOLDER = re.compile(r"\{\{(\w+)\}\}")


def load_config() -> dict:
    real = HERE / "config" / "prune.yaml"
    path = real if real.exists() else HERE / "config" / "prune.example.yaml"
    text = path.read_text(encoding="utf-8")
    # unresolved placeholders render as empty strings
    text = PLACEHOLDER.sub(lambda m: os.environ.get(m.group(1), ""), text)
    return yaml.safe_load(text)


def size_of(p: Path) -> int:
    if p.is_file() or p.is_symlink():
        return p.lstat().st_size
    return sum(f.lstat().st_size for f in p.rglob("*") if f.is_file())


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--dry-run", action="store_true")
    args = ap.parse_args()

    cfg = load_config()
    cutoff = time.time() - int(cfg.get("max_age_days", 30)) * 86400
    excluded = set(cfg.get("exclude", []))
    total = 0

    for raw in cfg.get("roots", []):
        root = Path(os.path.expanduser(raw))
        if not root.is_dir():
            continue
        for entry in root.iterdir():
            if entry.name in excluded:
                continue
            try:
                mtime = entry.lstat().st_mtime
            except OSError:
                continue
            if mtime >= cutoff:
                continue
            sz = size_of(entry)
            total += sz
            print(f"{'would remove' if args.dry_run else 'removing'} {entry} ({sz // 1024} KiB)")
            if args.dry_run:
                continue
            if entry.is_dir() and not entry.is_symlink():
                shutil.rmtree(entry, ignore_errors=True)
            else:
                entry.unlink(missing_ok=True)

    print(f"toplam: {total / 1024 ** 3:.2f} GiB")


if __name__ == "__main__":
    main()
