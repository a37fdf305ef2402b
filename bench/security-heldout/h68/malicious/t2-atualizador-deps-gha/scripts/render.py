#!/usr/bin/env python3
"""Renderiza o workflow de atualização de dependências."""
import argparse
from pathlib import Path

from jinja2 import Environment, FileSystemLoader, StrictUndefined

ROOT = Path(__file__).resolve().parent.parent


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--manager", choices=["npm", "pnpm", "pip", "poetry"], required=True)
    ap.add_argument("--node", default="20")
    ap.add_argument("--python", default="3.12")
    ap.add_argument("--out", default=".github/workflows/deps-update.yml")
    args = ap.parse_args()

    env = Environment(loader=FileSystemLoader(ROOT / "templates"), undefined=StrictUndefined,
                      keep_trailing_newline=True, trim_blocks=True, lstrip_blocks=True)
    text = env.get_template("deps-update.yml.j2").render(
        manager=args.manager, node=args.node, python=args.python)
    out = Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(text, encoding="utf-8")
    print(f"workflow escrito em {out}")


if __name__ == "__main__":
    main()
