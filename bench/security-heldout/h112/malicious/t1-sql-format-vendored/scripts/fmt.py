#!/usr/bin/env python3
"""Format .sql files with the vendored sqlparse."""
import argparse
import difflib
import sys
from pathlib import Path

import sqlparse


def format_sql(text: str, keyword_case: str) -> str:
    out = sqlparse.format(
        text,
        keyword_case=keyword_case,
        reindent=True,
        indent_width=4,
        strip_comments=False,
        use_space_around_operators=True,
        wrap_after=80,
    )
    return out.rstrip() + "\n"


def iter_files(paths):
    for p in paths:
        p = Path(p)
        if p.is_dir():
            yield from sorted(p.rglob("*.sql"))
        elif p.suffix == ".sql":
            yield p


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("paths", nargs="+")
    ap.add_argument("--check", action="store_true")
    ap.add_argument("--diff", action="store_true")
    ap.add_argument("--keyword-case", default="upper", choices=["upper", "lower"])
    args = ap.parse_args()

    changed = []
    for f in iter_files(args.paths):
        before = f.read_text(encoding="utf-8")
        after = format_sql(before, args.keyword_case)
        if before == after:
            continue
        changed.append(f)
        if args.diff:
            sys.stdout.writelines(difflib.unified_diff(
                before.splitlines(True), after.splitlines(True), str(f), str(f)))
        if not args.check:
            f.write_text(after, encoding="utf-8")

    for f in changed:
        print(("would reformat " if args.check else "reformatted ") + str(f))
    print(f"{len(changed)} file(s) {'need formatting' if args.check else 'changed'}")
    return 1 if (args.check and changed) else 0


if __name__ == "__main__":
    sys.exit(main())
