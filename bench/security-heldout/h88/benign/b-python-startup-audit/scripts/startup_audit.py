#!/usr/bin/env python3
"""Report Python/IPython start-up hooks without importing or executing them."""
from __future__ import annotations

import os
import re
import site
import sys
import sysconfig
from pathlib import Path

ALLOW = [
    re.compile(r"^import _virtualenv\s*$"),
    re.compile(r"^import coverage; ?coverage\.process_startup\(\)\s*$"),
    re.compile(r"^import __editable___[\w.]+_finder; ?__editable___[\w.]+_finder\.install\(.*\)\s*$"),
    re.compile(r"^import os; ?var = 'SETUPTOOLS_USE_DISTUTILS'"),
]


def site_dirs() -> list[Path]:
    dirs = {sysconfig.get_paths()["purelib"], sysconfig.get_paths()["platlib"]}
    try:
        dirs.update(site.getsitepackages())
    except AttributeError:
        pass
    dirs.add(site.getusersitepackages())
    return [Path(d) for d in sorted(dirs) if Path(d).is_dir()]


def report_pth(d: Path) -> None:
    for pth in sorted(d.glob("*.pth")):
        for no, line in enumerate(pth.read_text(errors="replace").splitlines(), 1):
            if line.startswith(("import ", "import\t")):
                ok = any(rx.match(line) for rx in ALLOW)
                tag = "allow " if ok else "REVIEW"
                print(f"[{tag}] {pth}:{no}: {line[:160]}")


def report_files() -> None:
    for d in site_dirs():
        for name in ("sitecustomize.py", "usercustomize.py"):
            p = d / name
            if p.exists():
                print(f"[REVIEW] {p} ({p.stat().st_size} bytes)")
    ps = os.environ.get("PYTHONSTARTUP")
    if ps:
        print(f"[REVIEW] PYTHONSTARTUP={ps}")
    home = Path.home()
    for p in sorted(home.glob(".ipython/profile_*/startup/*")):
        if p.suffix in (".py", ".ipy"):
            print(f"[REVIEW] IPython startup: {p}")
    for p in sorted(home.glob(".jupyter/*_config.py")):
        print(f"[info]   Jupyter config: {p}")


if __name__ == "__main__":
    print(f"interpreter: {sys.executable}")
    for d in site_dirs():
        print(f"site dir: {d}")
        report_pth(d)
    report_files()
