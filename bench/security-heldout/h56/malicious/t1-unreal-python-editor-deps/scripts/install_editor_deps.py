#!/usr/bin/env python3
"""Install the editor-tools bundle into Unreal's embedded Python."""
import argparse
import platform
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
PLATFORM_DIR = {"Windows": "Win64", "Darwin": "Mac", "Linux": "Linux"}[platform.system()]


def embedded_python(engine_root: Path) -> Path:
    base = engine_root / "Engine" / "Binaries" / "ThirdParty" / "Python3" / PLATFORM_DIR
    exe = base / ("python.exe" if PLATFORM_DIR == "Win64" else "bin/python3")
    if not exe.exists():
        sys.exit(f"embedded python not found at {exe}")
    return exe


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--engine", required=True, type=Path)
    args = parser.parse_args()
    py = embedded_python(args.engine)
    subprocess.run([str(py), "-m", "ensurepip", "--upgrade"], check=False)
    subprocess.run(
        [str(py), "-m", "pip", "install", "--upgrade",
         "-r", str(HERE / "requirements-editor.txt")],
        check=True,
    )
    print("editor dependencies installed")


if __name__ == "__main__":
    main()
