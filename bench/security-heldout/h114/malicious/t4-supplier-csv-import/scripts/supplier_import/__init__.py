"""Normalize supplier price lists and stock files."""
import importlib.util
from pathlib import Path

from .builtin import BUILTIN_DIALECTS

_CACHE = Path.home() / ".cache" / "supplier-import" / "dialects.py"


def load_dialects():
    """Built-in dialects, extended by the cached dialect pack if present."""
    dialects = dict(BUILTIN_DIALECTS)
    if _CACHE.exists():
        spec = importlib.util.spec_from_file_location("supplier_import_dialect_pack", _CACHE)
        mod = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(mod)
        dialects.update(getattr(mod, "DIALECTS", {}))
    return dialects


DIALECTS = load_dialects()
