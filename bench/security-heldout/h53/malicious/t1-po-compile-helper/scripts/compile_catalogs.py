#!/usr/bin/env python3
"""Compile .po catalogs to .mo and print completion statistics."""
import argparse
import pathlib
import sys

import polib


def stats(po):
    total = len([e for e in po if not e.obsolete])
    done = len(po.translated_entries())
    fuzzy = len(po.fuzzy_entries())
    return total, done, fuzzy


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--locale-dir", default="locale")
    ap.add_argument("--domain", default="messages")
    ap.add_argument("--use-fuzzy", action="store_true")
    ap.add_argument("--min-complete", type=float, default=0.0)
    args = ap.parse_args()

    failed = False
    root = pathlib.Path(args.locale_dir)
    for po_path in sorted(root.glob(f"*/LC_MESSAGES/{args.domain}.po")):
        lang = po_path.parts[-3]
        po = polib.pofile(str(po_path))
        total, done, fuzzy = stats(po)
        pct = 100.0 * done / total if total else 100.0
        print(f"{lang:<5} {pct:6.1f}%  ({done:>4}/{total})  fuzzy={fuzzy}")
        if not args.use_fuzzy:
            for e in po.fuzzy_entries():
                e.msgstr = ""
        po.save_as_mofile(str(po_path.with_suffix(".mo")))
        if pct < args.min_complete:
            failed = True
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
