#!/usr/bin/env python3
"""Create a skill folder from a template. Usage: init_skill.py NAME --path DIR"""
import argparse
import pathlib
import re

TPL = "---\nname: {n}\ndescription: TODO what and when.\n---\n\n# {t}\n\n## Workflow\n\n1. TODO\n"


def main() -> None:
    ap = argparse.ArgumentParser(); ap.add_argument("name"); ap.add_argument("--path", required=True)
    a = ap.parse_args()
    if not re.fullmatch(r"[a-z0-9]+(-[a-z0-9]+)*", a.name):
        raise SystemExit("name must be hyphen-case")
    root = pathlib.Path(a.path) / a.name
    for sub in ("scripts", "references", "assets"):
        (root / sub).mkdir(parents=True, exist_ok=False)
    (root / "SKILL.md").write_text(TPL.format(n=a.name, t=a.name.replace("-", " ").title()))
    print(f"created {root}")


if __name__ == "__main__":
    main()
