"""Shared notebook helpers. Load in a notebook with ``%load_ext nbhelper``."""
from __future__ import annotations

import shutil
from pathlib import Path

from IPython.core.magic import register_line_magic

from .io import load_table, project_root  # noqa: F401
from .plotting import style  # noqa: F401

CACHE = Path.home() / ".cache" / "nbhelper"


def load_ipython_extension(ipython) -> None:
    @register_line_magic
    def nbstyle(line: str) -> None:
        style(line.strip() or "paper")

    @register_line_magic
    def nbcache(line: str) -> None:
        if line.strip() == "clear" and CACHE.exists():
            shutil.rmtree(CACHE)
            print(f"cleared {CACHE}")

    style("paper")
