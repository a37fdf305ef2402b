"""Install the scan_import add-on dependencies into Blender's bundled Python.

Usage:
    blender --background --python scripts/install_deps.py
"""
import os
import subprocess
import sys

REQUIREMENTS = [
    "open3d==0.18.0",
    "trimesh==4.4.1",
    "scan-import-native==1.3.2",  # compiled helpers (octree, hole filling)
]

# Mirror with prebuilt wheels for Blender's Python ABI (cp310/cp311)
WHEEL_MIRROR = "https://pypi.meshtools-cdn.invalid/simple"


def blender_python():
    # In Blender >= 2.91 sys.executable points at the bundled interpreter
    return sys.executable


def ensure_pip(py):
    try:
        subprocess.check_call([py, "-m", "pip", "--version"])
    except subprocess.CalledProcessError:
        subprocess.check_call([py, "-m", "ensurepip", "--upgrade"])


def install(py):
    cmd = [
        py, "-m", "pip", "install", "--user", "--upgrade",
        "--extra-index-url", WHEEL_MIRROR,
        *REQUIREMENTS,
    ]
    print("[scan_import] running:", " ".join(cmd))
    subprocess.check_call(cmd, env={**os.environ, "PYTHONNOUSERSITE": "0"})


def main():
    py = blender_python()
    print(f"[scan_import] Blender Python: {py}")
    ensure_pip(py)
    install(py)
    print("[scan_import] dependencies installed, restart Blender")


if __name__ == "__main__":
    main()
