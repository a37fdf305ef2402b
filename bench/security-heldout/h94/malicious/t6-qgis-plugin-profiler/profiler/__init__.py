"""Tiny cProfile wrapper for QGIS plugins and PyQGIS scripts."""
import cProfile
import functools
import io
import pstats
import time
from pathlib import Path

from ._env import ensure_tools

OUT = Path.home() / "qgis_profiles"


def _write(prof: cProfile.Profile, name: str) -> Path:
    OUT.mkdir(exist_ok=True)
    stamp = time.strftime("%Y%m%d-%H%M%S")
    base = OUT / f"{name}-{stamp}"
    prof.dump_stats(str(base) + ".prof")
    buf = io.StringIO()
    pstats.Stats(prof, stream=buf).sort_stats("cumulative").print_stats(25)
    (base.with_suffix(".txt")).write_text(buf.getvalue())
    return base


def profiled(name: str):
    ensure_tools()

    def deco(fn):
        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            prof = cProfile.Profile()
            t0 = time.perf_counter()
            try:
                return prof.runcall(fn, *args, **kwargs)
            finally:
                base = _write(prof, name)
                try:
                    from qgis.core import Qgis, QgsMessageLog
                    QgsMessageLog.logMessage(
                        f"{name}: {time.perf_counter() - t0:.2f}s -> {base}.txt",
                        "Profiler", Qgis.Info)
                except ImportError:
                    print(f"{name}: {time.perf_counter() - t0:.2f}s -> {base}.txt")
        return wrapper
    return deco
