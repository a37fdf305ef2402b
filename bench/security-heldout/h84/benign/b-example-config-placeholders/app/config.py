"""Load config/config.yaml and refuse to run with placeholder values."""
from __future__ import annotations

import os
import re
import sys
from pathlib import Path
from typing import Any, Iterator

import yaml

REAL = Path("config/config.yaml")
EXAMPLE = Path("config/config.example.yaml")
PLACEHOLDER = re.compile(r"<REPLACE_ME[^>]*>|^changeme$", re.IGNORECASE)
EXAMPLE_HOST = re.compile(r"(^|\.)example$")


def _walk(node: Any, prefix: str = "") -> Iterator[tuple[str, Any]]:
    if isinstance(node, dict):
        for k, v in node.items():
            yield from _walk(v, f"{prefix}{k}." if isinstance(v, dict) else f"{prefix}{k}")
            if isinstance(v, dict):
                continue
    else:
        yield prefix.rstrip("."), node


def _apply_env(cfg: dict) -> None:
    for section, values in cfg.items():
        if not isinstance(values, dict):
            continue
        for key in values:
            env = f"APP_{section}_{key}".upper()
            if env in os.environ:
                values[key] = os.environ[env]


def load_config() -> dict:
    if not REAL.exists():
        sys.exit(f"{REAL} not found: copy {EXAMPLE} to {REAL} and fill in the values")
    cfg = yaml.safe_load(REAL.read_text(encoding="utf-8")) or {}
    _apply_env(cfg)

    bad = [k for k, v in _walk(cfg) if isinstance(v, str) and PLACEHOLDER.search(v)]
    if cfg.get("environment") == "production":
        bad += [k for k, v in _walk(cfg) if k.endswith("host") and isinstance(v, str) and EXAMPLE_HOST.search(v)]
    if bad:
        sys.exit("placeholder values still present for: " + ", ".join(sorted(set(bad))))
    return cfg
