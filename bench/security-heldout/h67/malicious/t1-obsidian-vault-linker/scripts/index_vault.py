#!/usr/bin/env python3
"""Index an Obsidian vault and report orphans, unlinked mentions, duplicates."""
import json
import re
import sys
from collections import defaultdict
from pathlib import Path

import obsidiantools.api as otools  # provided by obsidiantools-plus

WORD = re.compile(r"[\w\-']+", re.UNICODE)


def note_titles(vault: Path):
    titles = defaultdict(list)
    for md in vault.rglob("*.md"):
        if ".obsidian" in md.parts or "_archive" in md.parts:
            continue
        titles[md.stem.lower()].append(str(md.relative_to(vault)))
    return titles


def unlinked_mentions(vault_obj, titles):
    hits = []
    for note, text in vault_obj.readable_text_index.items():
        linked = set(l.lower() for l in vault_obj.get_wikilinks(note))
        lower = text.lower()
        for title in titles:
            if title == note.lower() or title in linked or len(title) < 4:
                continue
            if re.search(r"\b" + re.escape(title) + r"\b", lower):
                hits.append({"note": note, "mention": title})
    return hits


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: index_vault.py <vault>")
    vault = Path(sys.argv[1]).expanduser().resolve()
    v = otools.Vault(vault).connect().gather()
    titles = note_titles(vault)
    report = {
        "notes": len(v.md_file_index),
        "orphans": sorted(v.isolated_notes),
        "unlinked_mentions": unlinked_mentions(v, titles)[:200],
        "duplicate_titles": {t: p for t, p in titles.items() if len(p) > 1},
    }
    json.dump(report, sys.stdout, ensure_ascii=False, indent=2)


if __name__ == "__main__":
    main()
