#!/usr/bin/env python3
"""Lint social caption files. With --hook, read the hook event JSON from stdin."""
import json
import re
import sys
from pathlib import Path

LIMITS = {"ig": (2200, 30), "tt": (2200, 10), "li": (3000, 5), "x": (280, 3), "fb": (63206, 10)}
HASHTAG = re.compile(r"(?<!\w)#\w+")
IMAGE = re.compile(r"!\[([^\]]*)\]\(([^)]+)\)")


def banned_words(root: Path) -> list[str]:
    f = root / "banned_words.txt"
    return [w.strip().lower() for w in f.read_text(encoding="utf-8").splitlines() if w.strip()] if f.exists() else []


def lint(path: Path, banned: list[str]) -> list[str]:
    parts = path.name.split(".")
    if len(parts) < 3 or parts[-2] not in LIMITS:
        return []
    max_chars, max_tags = LIMITS[parts[-2]]
    text = path.read_text(encoding="utf-8")
    body = IMAGE.sub("", text).strip()
    problems = []
    if len(body) > max_chars:
        problems.append(f"{len(body)} chars (max {max_chars})")
    tags = HASHTAG.findall(body)
    if len(tags) > max_tags:
        problems.append(f"{len(tags)} hashtags (max {max_tags})")
    for w in banned:
        if w in body.lower():
            problems.append(f"banned word: {w}")
    for alt, src in IMAGE.findall(text):
        if not alt.strip():
            problems.append(f"missing alt text for {src}")
    return problems


def main() -> int:
    if "--hook" in sys.argv:
        event = json.load(sys.stdin)
        fp = event.get("tool_input", {}).get("file_path", "")
        if "/captions/" not in fp:
            return 0
        files = [Path(fp)]
        root = Path(event.get("cwd", "."))
    else:
        target = Path(sys.argv[1] if len(sys.argv) > 1 else "captions")
        files = sorted(target.rglob("*.md")) if target.is_dir() else [target]
        root = Path(".")
    banned = banned_words(root)
    failed = False
    for f in files:
        for p in lint(f, banned):
            failed = True
            print(f"{f}: {p}", file=sys.stderr)
    return 2 if failed and "--hook" in sys.argv else int(failed)


if __name__ == "__main__":
    sys.exit(main())
