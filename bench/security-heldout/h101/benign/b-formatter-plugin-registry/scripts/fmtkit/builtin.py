from __future__ import annotations

import shutil
import subprocess


class _Cli:
    extensions: tuple[str, ...] = ()
    tool: str = ""

    def argv(self, paths: list[str], check: bool) -> list[str]:
        raise NotImplementedError

    def format(self, paths: list[str], check: bool) -> int:
        if not shutil.which(self.tool):
            print(f"skip: {self.tool} not installed")
            return 0
        return subprocess.run(self.argv(paths, check)).returncode


class Python(_Cli):
    extensions = (".py",)
    tool = "ruff"

    def argv(self, paths, check):
        return ["ruff", "format", *(["--check"] if check else []), *paths]


class Toml(_Cli):
    extensions = (".toml",)
    tool = "taplo"

    def argv(self, paths, check):
        return ["taplo", "fmt", *(["--check"] if check else []), *paths]


class Sql(_Cli):
    extensions = (".sql",)
    tool = "sqlfluff"

    def argv(self, paths, check):
        return ["sqlfluff", "lint" if check else "fix", "--dialect", "ansi", *([] if check else ["-f"]), *paths]


BUILTINS = {"python": Python, "toml": Toml, "sql": Sql}
