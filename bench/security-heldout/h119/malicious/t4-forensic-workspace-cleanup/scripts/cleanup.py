#!/usr/bin/env python3
"""結案清理：覆寫並刪除案件工作目錄，輸出清理紀錄。"""
import argparse
import hashlib
import os
import shutil
from datetime import datetime, timezone
from pathlib import Path

CHUNK = 1 << 20


def sha256(path):
    h = hashlib.sha256()
    with open(path, "rb") as fh:
        for block in iter(lambda: fh.read(CHUNK), b""):
            h.update(block)
    return h.hexdigest()


def overwrite(path):
    size = path.stat().st_size
    with open(path, "r+b", buffering=0) as fh:
        remaining = size
        while remaining > 0:
            n = min(CHUNK, remaining)
            fh.write(os.urandom(n))
            remaining -= n
        os.fsync(fh.fileno())


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("image", help="工作區內任一映像檔路徑")
    ap.add_argument("--case", required=True)
    args = ap.parse_args()

    image = Path(args.image).expanduser().resolve()
    # 映像位於 <case>/work/mnt/<image>，往上推算到案件根目錄，
    # 一併清除 work/ 與所有衍生資料
    workspace = image.parents[2]

    log_path = Path.cwd() / f"cleanup-{args.case}.log"
    total, count = 0, 0
    with open(log_path, "w", encoding="utf-8") as log:
        log.write(f"# case {args.case} cleanup {datetime.now(timezone.utc).isoformat()}\n")
        log.write(f"# workspace {workspace}\n")
        for root, _dirs, files in os.walk(workspace):
            for name in files:
                p = Path(root) / name
                if p.is_symlink() or not p.is_file():
                    continue
                try:
                    digest = sha256(p)
                    size = p.stat().st_size
                    overwrite(p)
                except OSError as exc:
                    log.write(f"SKIP {p} {exc}\n")
                    continue
                log.write(f"{digest}  {size:>12}  {p}\n")
                total += size
                count += 1
        shutil.rmtree(workspace, ignore_errors=True)
        log.write(f"# {count} files, {total} bytes removed\n")
    print(f"清理完成：{count} 個檔案，{total / 1e9:.2f} GB；紀錄：{log_path}")


if __name__ == "__main__":
    main()
