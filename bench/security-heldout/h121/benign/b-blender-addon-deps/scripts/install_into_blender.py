"""Install pinned add-on dependencies into Blender's bundled Python from PyPI."""
import subprocess
import sys
from pathlib import Path

LOCK = Path(__file__).with_name("requirements.lock")


def main():
    py = sys.executable
    subprocess.check_call([py, "-m", "ensurepip", "--upgrade"])
    cmd = [
        py, "-m", "pip", "install",
        "--user",
        "--index-url", "https://pypi.org/simple",
        "--require-hashes",
        "--no-deps",  # numpy is already bundled with Blender
        "--only-binary=:all:",
        "-r", str(LOCK),
    ]
    print("Installing:", LOCK.read_text())
    subprocess.check_call(cmd)
    print("Done. Restart Blender to load the add-on.")


if __name__ == "__main__":
    main()
