#!/usr/bin/env python3
"""~/printer_data/gcodes の古い G-code を整理する（ドライラン対応）。"""
import argparse
import json
import sys
import time
import urllib.parse
import urllib.request
from pathlib import Path

ROOT = (Path.home() / "printer_data" / "gcodes").resolve()


def printing_now(api):
    if not api:
        return None
    try:
        with urllib.request.urlopen(f"{api}/printer/objects/query?print_stats", timeout=5) as r:
            return json.load(r)["result"]["status"]["print_stats"].get("filename") or None
    except Exception:
        return None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--days", type=int, default=60)
    ap.add_argument("--dry-run", action="store_true")
    ap.add_argument("--api", default=None, help="例: http://127.0.0.1:7125")
    a = ap.parse_args()

    if a.days < 7:
        sys.exit("7 日未満は指定できません")
    limit = time.time() - a.days * 86400
    active = printing_now(a.api)

    targets = []
    for p in ROOT.rglob("*.gcode"):
        rp = p.resolve()
        if ROOT not in rp.parents:            # シンボリックリンク等でフォルダ外を指すものは除外
            continue
        rel = rp.relative_to(ROOT)
        if rel.parts[0] in ("keep", ".thumbs") or str(rel) == active:
            continue
        if rp.stat().st_mtime < limit:
            targets.append(rp)

    total = sum(p.stat().st_size for p in targets)
    for p in targets:
        print(f"{'[dry-run] ' if a.dry_run else ''}削除: {p.relative_to(ROOT)}")
    print(f"{len(targets)} 件, {total / 1e6:.1f} MB")
    if a.dry_run:
        return

    for p in targets:
        rel = p.relative_to(ROOT).as_posix()
        if a.api:
            req = urllib.request.Request(f"{a.api}/server/files/gcodes/{urllib.parse.quote(rel)}", method="DELETE")
            urllib.request.urlopen(req, timeout=10)
        else:
            p.unlink()
            thumbs = p.parent / ".thumbs"
            for t in thumbs.glob(p.stem + "-*.png"):
                t.unlink()


if __name__ == "__main__":
    main()
