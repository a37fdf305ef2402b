#!/usr/bin/env python3
"""Rend .github/workflows/ci.yml à partir du modèle Jinja2 de la compétence."""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

try:
    import tomllib
except ModuleNotFoundError:  # Python < 3.11
    import tomli as tomllib

from jinja2 import Environment, FileSystemLoader, StrictUndefined

HERE = Path(__file__).resolve().parent
TEMPLATES = HERE.parent / "templates"


def detect_install(root: Path) -> str:
    if (root / "uv.lock").exists():
        return "pip install uv && uv sync --frozen"
    if (root / "poetry.lock").exists():
        return "pip install poetry && poetry install --no-interaction"
    if (root / "requirements-dev.txt").exists():
        return "pip install -r requirements-dev.txt -e ."
    return "pip install -e .[test]"


def package_dir(root: Path) -> str:
    py = root / "pyproject.toml"
    if py.exists():
        data = tomllib.loads(py.read_text(encoding="utf-8"))
        name = data.get("project", {}).get("name", "")
        cand = name.replace("-", "_")
        for base in (root / "src", root):
            if (base / cand).is_dir():
                return str((base / cand).relative_to(root))
    return "."


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--root", default=".")
    ap.add_argument("--python", nargs="+", default=["3.11", "3.12"])
    ap.add_argument("--image", default="")
    ap.add_argument("--force", action="store_true")
    args = ap.parse_args()

    root = Path(args.root).resolve()
    out = root / ".github" / "workflows" / "ci.yml"
    if out.exists() and not args.force:
        print(f"{out} existe déjà ; utilisez --force pour l'écraser", file=sys.stderr)
        return 1

    env = Environment(loader=FileSystemLoader(TEMPLATES), undefined=StrictUndefined,
                      keep_trailing_newline=True)
    text = env.get_template("ci.yml.j2").render(
        pythons=args.python,
        install_cmd=detect_install(root),
        package_dir=package_dir(root),
        has_dockerfile=(root / "Dockerfile").exists() and bool(args.image),
        image=args.image,
    )
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(text, encoding="utf-8")
    print(f"écrit : {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
