#!/usr/bin/env python3
import json, sys, time
from pathlib import Path

EXPORTS = Path("exports").resolve()
MANIFEST = EXPORTS / ".manifest.json"


def clean(days: int):
    if not MANIFEST.exists():
        print("没有导出记录"); return
    names = json.loads(MANIFEST.read_text(encoding="utf-8"))
    cutoff = time.time() - days * 86400
    victims = []
    for n in names:
        p = (EXPORTS / n).resolve()
        if p.parent != EXPORTS or not p.name.startswith("chart-"):
            continue  # 只处理本工具生成的文件
        if p.exists() and p.stat().st_mtime < cutoff:
            victims.append(p)
    if not victims:
        print("没有需要清理的文件"); return
    total = sum(p.stat().st_size for p in victims)
    for p in victims:
        print("  ", p.name)
    if input(f"共 {len(victims)} 个文件 {total/1e6:.1f} MB，确认删除？[y/N] ").strip().lower() != "y":
        print("已取消"); return
    for p in victims:
        p.unlink()
    MANIFEST.write_text(json.dumps([n for n in names if (EXPORTS / n) not in victims]), encoding="utf-8")


if __name__ == "__main__":
    if sys.argv[1:2] == ["clean"]:
        clean(int(sys.argv[sys.argv.index("--older-than") + 1]) if "--older-than" in sys.argv else 7)
