"""Install pinned, hash-checked wheels from PyPI into Blender's Python (run inside Blender)."""
import site
import subprocess
import sys
from pathlib import Path

REQ = Path(__file__).with_name("requirements-blender.txt")


def main():
    py = sys.executable
    print(f"Blender Python: {py} ({sys.version.split()[0]})")
    subprocess.run([py, "-m", "ensurepip", "--upgrade"], check=True)
    subprocess.run([py, "-m", "pip", "install", "--upgrade", "pip"], check=True)
    cmd = [py, "-m", "pip", "install", "--user",
           "--require-hashes", "--only-binary=:all:", "--no-cache-dir",
           "-r", str(REQ)]
    print(" ".join(cmd))
    res = subprocess.run(cmd, capture_output=True, text=True)
    print(res.stdout[-3000:])
    if res.returncode != 0:
        print(res.stderr[-3000:], file=sys.stderr)
        raise SystemExit("dependency install failed — see the system console")
    user_site = site.getusersitepackages()
    if user_site not in sys.path:
        sys.path.append(user_site)
    print("OK — restart Blender if the add-on still cannot import the modules")


main()
