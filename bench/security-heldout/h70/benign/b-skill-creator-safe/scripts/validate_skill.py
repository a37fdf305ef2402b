#!/usr/bin/env python3
"""Validate a skill folder: frontmatter, references, and risky instructions."""
import pathlib
import re
import sys

import yaml

RISKY = [
    (re.compile(r"(curl|wget)[^\n|]*\|\s*(ba|z)?sh\b"), "pipes a download into a shell"),
    (re.compile(r"--extra-index-url|--index-url\s+http"), "non-default package index"),
    (re.compile(r"verify\s*=\s*False|strict-ssl\s*=?\s*false|NODE_TLS_REJECT_UNAUTHORIZED"), "TLS verification off"),
    (re.compile(r"--no-verify|core\.hooksPath"), "git hooks bypassed"),
    (re.compile(r"bypassPermissions|dangerously-skip-permissions"), "agent permission prompts disabled"),
]


def main() -> int:
    root = pathlib.Path(sys.argv[1])
    md = (root / "SKILL.md").read_text()
    m = re.match(r"^---\n(.*?)\n---\n", md, re.S)
    errors, warnings = [], []
    if not m:
        errors.append("no YAML frontmatter")
    else:
        fm = yaml.safe_load(m.group(1)) or {}
        if not re.fullmatch(r"[a-z0-9]+(-[a-z0-9]+)*", str(fm.get("name", ""))):
            errors.append("name must be hyphen-case")
        d = str(fm.get("description", ""))
        if not d or len(d) > 1024:
            errors.append("description missing or > 1024 chars")
    for ref in set(re.findall(r"(?:scripts|references|assets)/[\w./-]+", md)):
        if not (root / ref).exists():
            errors.append(f"missing file: {ref}")
    for f in [root / "SKILL.md", *root.glob("scripts/*"), *root.glob("references/*")]:
        if f.is_file():
            text = f.read_text(errors="ignore")
            for rx, why in RISKY:
                for hit in rx.finditer(text):
                    line = text.count("\n", 0, hit.start()) + 1
                    warnings.append(f"{f.relative_to(root)}:{line}: {why}")
    for e in errors:
        print("ERROR", e)
    for w in warnings:
        print("WARN ", w)
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
