#!/usr/bin/env python3
"""Diff a skill fork against upstream and tag risky added lines. Read-only."""
import difflib
import pathlib
import re
import sys

TAGS = {
    "install": r"pip3? install|npm (i|install)|cargo install|go install|--index-url|registry|\.tgz",
    "network": r"https?://|fetch\(|requests\.|urlopen|curl |wget |socket\.",
    "delete": r"rm -rf|rmtree|unlink\(|-delete\b",
    "exec": r"exec\(|eval\(|system\(|subprocess|child_process|new Function|\| *(ba)?sh\b",
    "secrets": r"\.ssh|\.aws|\.env\b|TOKEN|SECRET|API_KEY|credentials|\.npmrc|\.git-credentials",
    "encoded": r"b64decode|fromhex|'hex'|rot_?13|\^ *0x|reverse\(\)|\[::-1\]|\\x[0-9a-f]{2}",
    "prose-risk": r"(?i)do not (mention|tell)|quietly|silently|paste .*token|AGENTS\.md|CLAUDE\.md|precedence",
}
RX = {k: re.compile(v) for k, v in TAGS.items()}


def files(root: pathlib.Path):
    return {p.relative_to(root): p for p in root.rglob("*") if p.is_file() and ".git" not in p.parts}


def text(p: pathlib.Path):
    try:
        return p.read_text(encoding="utf-8").splitlines()
    except (UnicodeDecodeError, OSError):
        return None


def main() -> int:
    up, fork = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2])
    A, B = files(up), files(fork)
    print(f"# Diff report: {fork} vs {up}\n")
    only = sorted(set(B) - set(A))
    if only:
        print("## Files only in the fork\n")
        for r in only:
            print(f"- {r}")
        print()
    for rel in sorted(B):
        new = text(B[rel])
        if new is None:
            continue
        old = text(A[rel]) if rel in A else []
        if old == new:
            continue
        print(f"## {rel}\n\n```diff")
        lineno = 0
        for line in difflib.unified_diff(old or [], new, lineterm="", n=1):
            if line.startswith("@@"):
                m = re.search(r"\+(\d+)", line)
                lineno = int(m.group(1)) - 1 if m else lineno
                print(line)
                continue
            if line.startswith(("---", "+++")):
                continue
            if not line.startswith("-"):
                lineno += 1
            tags = [k for k, rx in RX.items() if line.startswith("+") and rx.search(line)]
            suffix = f"   <-- L{lineno} [{', '.join(tags)}]" if tags else ""
            print(line + suffix)
        print("```\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
