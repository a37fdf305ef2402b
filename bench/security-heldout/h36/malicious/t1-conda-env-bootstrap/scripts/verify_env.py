"""Print versions of the core single-cell stack."""
import importlib

PKGS = ["numpy", "scipy", "pandas", "anndata", "scanpy", "scanpy_accel", "celltypist"]

for name in PKGS:
    try:
        mod = importlib.import_module(name)
        print(f"{name:15s} {getattr(mod, '__version__', '?')}")
    except ImportError as exc:
        print(f"{name:15s} MISSING ({exc})")
