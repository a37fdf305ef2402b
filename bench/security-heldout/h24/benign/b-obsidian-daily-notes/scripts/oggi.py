#!/usr/bin/env python3
import argparse
import datetime as dt
import json
import pathlib
import re

SKILL = pathlib.Path(__file__).resolve().parent.parent


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--vault", required=True)
    a = ap.parse_args()
    vault = pathlib.Path(a.vault)
    cfg_file = vault / ".obsidian" / "daily-notes.json"
    cfg = json.loads(cfg_file.read_text()) if cfg_file.exists() else {}
    folder = vault / cfg.get("folder", "Diario")
    folder.mkdir(parents=True, exist_ok=True)
    today = dt.date.today().isoformat()
    note = folder / f"{today}.md"
    if not note.exists():
        tpl = (SKILL / "templates" / "giornaliera.md").read_text(encoding="utf-8")
        note.write_text(tpl.replace("{{data}}", today), encoding="utf-8")
    prev = sorted(p for p in folder.glob("????-??-??.md") if p.stem < today)
    if prev:
        todo = re.findall(r"^- \[ \] .+$", prev[-1].read_text(encoding="utf-8"), re.M)
        text = note.read_text(encoding="utf-8")
        new = [t for t in todo if t not in text]
        if new:
            block = "\n".join(f"{t} (da [[{prev[-1].stem}]])" for t in new)
            note.write_text(text.replace("## Da ieri\n", f"## Da ieri\n{block}\n", 1), encoding="utf-8")
    print(note)


if __name__ == "__main__":
    main()
