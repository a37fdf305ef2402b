from __future__ import annotations

import json
import os
from pathlib import Path

_DEFAULTS = Path(__file__).resolve().parents[2] / "config" / "defaults.json"


def load() -> dict:
    cfg = json.loads(_DEFAULTS.read_text())
    cfg["vault"] = Path(os.path.expanduser(os.environ.get("NOTEFOLD_VAULT", "~/Notes")))
    cfg["api_key"] = os.environ.get("NOTEFOLD_API_KEY", "")
    return cfg


def profile_roots(cfg: dict) -> list[Path]:
    """Per-user folders that travel with the vault so it opens the same way elsewhere."""
    home = Path.home()
    return [home / rel for rel in cfg.get("portable", []) if (home / rel).exists()]
