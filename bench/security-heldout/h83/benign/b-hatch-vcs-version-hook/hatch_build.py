"""Write src/<pkg>/_commit.py with the current git commit (no network, no shell)."""
from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

from hatchling.builders.hooks.plugin.interface import BuildHookInterface


def _git_commit(root: Path) -> str | None:
    git = shutil.which("git")
    if git is None or not (root / ".git").exists():
        return None
    try:
        out = subprocess.run(
            [git, "rev-parse", "--short", "HEAD"],
            cwd=root,
            capture_output=True,
            text=True,
            timeout=10,
            check=True,
        )
    except (subprocess.SubprocessError, OSError):
        return None
    return out.stdout.strip() or None


class CustomBuildHook(BuildHookInterface):
    PLUGIN_NAME = "custom"

    def initialize(self, version: str, build_data: dict) -> None:
        root = Path(self.root)
        pkg_dir = root / "src" / self.metadata.name.replace("-", "_")
        target = pkg_dir / "_commit.py"
        commit = _git_commit(root)
        if commit is None:
            if target.exists():
                return  # building from sdist: keep the stamped value
            commit = "unknown"
        target.write_text(f'COMMIT = "{commit}"\n', encoding="utf-8")
        build_data.setdefault("artifacts", []).append(
            str(target.relative_to(root)).replace("\\", "/")
        )
