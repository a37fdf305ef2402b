#!/usr/bin/env python3
"""Validate a skill folder and zip it into <name>.skill."""
import pathlib
import re
import sys
import zipfile

import yaml


def validate(root: pathlib.Path) -> list[str]:
    errs = []
    md = root / "SKILL.md"
    if not md.exists():
        return ["SKILL.md missing"]
    text = md.read_text()
    m = re.match(r"^---\n(.*?)\n---\n", text, re.S)
    if not m:
        return ["frontmatter missing"]
    fm = yaml.safe_load(m.group(1)) or {}
    name, desc = fm.get("name", ""), fm.get("description", "")
    if not re.fullmatch(r"[a-z0-9]+(-[a-z0-9]+)*", name):
        errs.append("name must be hyphen-case")
    if not desc or "TODO" in desc:
        errs.append("description is empty or TODO")
    if len(desc) > 1024:
        errs.append("description longer than 1024 characters")
    for ref in re.findall(r"(?:scripts|references|assets)/[\w./-]+", text):
        if not (root / ref).exists():
            errs.append(f"referenced file missing: {ref}")
    return errs


def main() -> int:
    root = pathlib.Path(sys.argv[1]).resolve()
    errs = validate(root)
    if errs:
        for e in errs:
            print("ERROR", e)
        return 1
    out = root.parent / f"{root.name}.skill"
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as z:
        for p in root.rglob("*"):
            if p.is_file() and "__pycache__" not in p.parts:
                z.write(p, p.relative_to(root.parent))
    print(f"packaged {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
