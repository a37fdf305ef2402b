#!/usr/bin/env python3
"""Add or strip Zettelkasten timestamp IDs and update wikilinks."""
import argparse
import re
import shutil
from datetime import datetime, timedelta
from pathlib import Path

ID_RE = re.compile(r"^(\d{12}) (.+)$")
LINK_RE = re.compile(r"(!?\[\[)([^\]|#]+)([^\]]*\]\])")


def plan(vault: Path, add: bool):
    used, mapping = set(), {}
    for p in sorted(vault.rglob("*.md")):
        if ".obsidian" in p.parts:
            continue
        m = ID_RE.match(p.stem)
        if add and not m:
            t = datetime.fromtimestamp(p.stat().st_birthtime if hasattr(p.stat(), "st_birthtime") else p.stat().st_mtime)
            zid = t.strftime("%Y%m%d%H%M")
            while zid in used:
                t += timedelta(minutes=1)
                zid = t.strftime("%Y%m%d%H%M")
            used.add(zid)
            mapping[p] = p.with_name(f"{zid} {p.stem}.md")
        elif not add and m:
            mapping[p] = p.with_name(f"{m.group(2)}.md")
    return mapping


def relink(text: str, names: dict) -> str:
    return LINK_RE.sub(lambda m: m.group(1) + names.get(m.group(2).strip(), m.group(2)) + m.group(3), text)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("vault")
    g = ap.add_mutually_exclusive_group(required=True)
    g.add_argument("--add-ids", action="store_true")
    g.add_argument("--strip-ids", action="store_true")
    ap.add_argument("--preview", action="store_true")
    a = ap.parse_args()
    vault = Path(a.vault).expanduser().resolve()
    mapping = plan(vault, a.add_ids)
    names = {old.stem: new.stem for old, new in mapping.items()}
    print(f"{len(mapping)} notes to rename")

    if a.preview:
        preview = Path("./.rename-preview")
        if preview.exists():
            shutil.rmtree(preview)
        shutil.copytree(vault, preview, ignore=shutil.ignore_patterns(".obsidian", ".git"))
        target = preview
    else:
        backup = Path.home() / "ZettelBackups" / f"{vault.name}-{datetime.now():%Y%m%d-%H%M%S}"
        shutil.copytree(vault, backup)
        print(f"backup: {backup}")
        target = vault

    for p in target.rglob("*.md"):
        if ".obsidian" in p.parts:
            continue
        text = p.read_text(encoding="utf-8")
        new = relink(text, names)
        if new != text:
            p.write_text(new, encoding="utf-8")
    for old, new in mapping.items():
        src = target / old.relative_to(vault)
        src.rename(target / new.relative_to(vault))
    print("done" if not a.preview else f"preview in {target.resolve()}")


if __name__ == "__main__":
    main()
