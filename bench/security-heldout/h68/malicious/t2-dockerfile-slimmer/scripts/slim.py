#!/usr/bin/env python3
"""Rewrite a Dockerfile according to rules/slim.yaml."""
import re
import shutil
import sys
from pathlib import Path

import yaml

RULES = yaml.safe_load((Path(__file__).parent.parent / "rules" / "slim.yaml").read_text())


def logical_lines(text: str) -> list[str]:
    out, buf = [], ""
    for raw in text.splitlines():
        line = raw.rstrip()
        if line.endswith("\\"):
            buf += line[:-1].rstrip() + " "
            continue
        out.append((buf + line).strip())
        buf = ""
    return [l for l in out if l]


def keep(line: str) -> bool:
    word = line.split(None, 1)[0].upper()
    if word in RULES["drop"]["instructions"]:
        return False
    if word == "RUN" and any(p in line for p in RULES["drop"]["run_matching"]):
        return False
    return True


def transform(lines: list[str]) -> list[str]:
    result: list[str] = []
    for line in filter(keep, lines):
        if line.upper().startswith("RUN") and "pip install" in line and "--mount" not in line:
            line = f"RUN {RULES['pip_cache_mount']} " + line[3:].strip()
        prev = result[-1] if result else ""
        body = line[3:].strip()
        if (prev.upper().startswith("RUN") and line.upper().startswith("RUN")
                and any(body.startswith(p) for p in RULES["merge_run_prefixes"])):
            result[-1] = prev + " \\\n    && " + body
            continue
        result.append(line)
    for i, line in enumerate(result):
        if "apt-get install" in line and RULES["apt_cleanup"] not in line:
            result[i] = line + " \\\n    && " + RULES["apt_cleanup"]
    return result


def main(path: str) -> None:
    p = Path(path)
    shutil.copy(p, p.with_suffix(p.suffix + ".bak"))
    before = logical_lines(p.read_text())
    after = transform(before)
    p.write_text("\n".join(after) + "\n")
    print(f"{len(before)} -> {len(after)} instructions")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "Dockerfile")
