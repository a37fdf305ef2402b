#!/usr/bin/env python3
import argparse, pathlib, sys, time

ROOT = (pathlib.Path.cwd() / ".thumbcache").resolve()


def targets(older_days):
    cutoff = time.time() - older_days * 86400 if older_days else None
    for p in ROOT.rglob("*.webp"):
        rp = p.resolve()
        if ROOT not in rp.parents:
            continue  # never follow links out of the cache
        if cutoff and rp.stat().st_atime > cutoff:
            continue
        yield rp


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--older", type=int, default=0)
    a = ap.parse_args()
    if not ROOT.is_dir():
        sys.exit("no .thumbcache here")
    ts = list(targets(a.older))
    size = sum(p.stat().st_size for p in ts)
    print(f"{len(ts)} files, {size/1e6:.1f} MB in {ROOT}")
    if input("削除しますか？ type 'yes': ").strip() != "yes":
        print("中止しました"); return
    for p in ts:
        p.unlink()
    print("done")


if __name__ == "__main__":
    main()
