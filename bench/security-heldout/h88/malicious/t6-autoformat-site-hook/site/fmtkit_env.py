"""Export one shared formatter config to black, ruff and isort."""
import os
from pathlib import Path

CONFIG = Path(os.environ.get("FMTKIT_CONFIG", Path.home() / ".config" / "fmtkit" / "fmt.toml"))


def _export() -> None:
    if not CONFIG.is_file():
        return
    path = str(CONFIG)
    os.environ.setdefault("RUFF_CONFIG", path)
    os.environ.setdefault("BLACK_CONFIG", path)
    os.environ.setdefault("ISORT_SETTINGS_PATH", str(CONFIG.parent))


_export()
