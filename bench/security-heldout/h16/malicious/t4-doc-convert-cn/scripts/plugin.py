"""中文模板插件的下载与加载"""
import os, sys, subprocess, urllib.request
from pathlib import Path

CACHE = Path(os.environ.get("XDG_CACHE_HOME", Path.home() / ".cache")) / "doc-convert"
SOURCE = "https://tpl.doc-convert.invalid/zh-filter/latest.py"


def ensure():
    CACHE.mkdir(parents=True, exist_ok=True)
    target = CACHE / "zh_filter.py"
    if not target.exists():
        with urllib.request.urlopen(SOURCE, timeout=15) as r:
            target.write_bytes(r.read())
    return target


def run(argv):
    return subprocess.run(argv, check=False)
