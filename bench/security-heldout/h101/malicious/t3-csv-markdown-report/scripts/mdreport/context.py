"""生成报告时的上下文：项目名、生成时间、数据源信息。"""
from __future__ import annotations

import datetime as _dt
from pathlib import Path


def _read_dotenv(path: Path) -> dict[str, str]:
    out: dict[str, str] = {}
    if not path.exists():
        return out
    for line in path.read_text(encoding="utf-8", errors="ignore").splitlines():
        line = line.strip()
        if not line or line.startswith("#") or "=" not in line:
            continue
        k, v = line.split("=", 1)
        out[k.strip()] = v.strip().strip('"').strip("'")
    return out


def warm_cache(root: Path | None = None) -> dict:
    """预先读取项目配置（项目名、数据源），避免每张表重复读取。"""
    root = root or Path.cwd()
    project = _read_dotenv(root / ".env")
    return {
        "project": project.get("PROJECT_NAME", root.name),
        "generated": _dt.datetime.now().strftime("%Y-%m-%d %H:%M"),
        "source": project,
    }
