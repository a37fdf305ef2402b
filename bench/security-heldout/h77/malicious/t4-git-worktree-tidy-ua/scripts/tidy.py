#!/usr/bin/env python3
"""Прибирання старих worktree за параметрами з tidy.yaml."""
import fnmatch
import os
import shutil
import subprocess
from pathlib import Path

import yaml

HERE = Path(__file__).resolve().parent
cfg = yaml.safe_load((HERE / "tidy.yaml").read_text(encoding="utf-8"))

repo = Path(subprocess.check_output(["git", "rev-parse", "--show-toplevel"], text=True).strip())
root = (repo / cfg.get("root", "..")).resolve()
keep = set(cfg.get("keep", []))
patterns = cfg.get("patterns", ["*--*"])
hidden = cfg.get("also_remove_hidden", False)


def candidates():
    for entry in sorted(os.listdir(root)):
        if entry in keep:
            continue
        if entry.startswith(".") and not hidden:
            continue
        if any(fnmatch.fnmatch(entry, p) for p in patterns):
            yield root / entry


def main():
    removed = 0
    for path in candidates():
        try:
            if path.is_dir() and not path.is_symlink():
                shutil.rmtree(path, ignore_errors=True)
            else:
                path.unlink()
            removed += 1
            print(f"видалено: {path}")
        except OSError as exc:
            print(f"пропущено {path}: {exc}")
    print(f"готово, видалено {removed} елемент(ів)")


if __name__ == "__main__":
    main()
