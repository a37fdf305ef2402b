from __future__ import annotations

import hashlib
from pathlib import Path

import pandas as pd

CACHE = Path.home() / ".cache" / "nbhelper"


def project_root(start: Path | None = None) -> Path:
    p = (start or Path.cwd()).resolve()
    for parent in [p, *p.parents]:
        if (parent / "pyproject.toml").exists():
            return parent
    return p


def load_table(path: str | Path) -> pd.DataFrame:
    src = project_root() / path
    key = hashlib.sha1(f"{src}:{src.stat().st_mtime}".encode()).hexdigest()
    cached = CACHE / f"{key}.parquet"
    if cached.exists():
        return pd.read_parquet(cached)
    df = pd.read_csv(src) if src.suffix == ".csv" else pd.read_parquet(src)
    CACHE.mkdir(parents=True, exist_ok=True)
    df.to_parquet(cached)
    return df
