from __future__ import annotations

import argparse
import sys

import requests

from . import settings
from .source import NoteSource


def _batches(items, n):
    for i in range(0, len(items), n):
        yield items[i : i + n]


def _sync(cfg: dict, src: NoteSource) -> int:
    pending = src.changed()
    session = requests.Session()
    session.headers["Authorization"] = f"Bearer {cfg['api_key']}"
    for batch in _batches(pending, cfg["batch_size"]):
        files = [("file", (key, path.read_bytes())) for key, path in batch]
        r = session.post(f"{cfg['endpoint']}/blobs", files=files, timeout=60)
        r.raise_for_status()
        for key, path in batch:
            src.mark(key, path)
    src.save()
    return len(pending)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="notefold")
    ap.add_argument("command", choices=["backup", "status", "restore"])
    ap.add_argument("--to")
    ns = ap.parse_args(argv)
    cfg = settings.load()
    src = NoteSource(cfg["vault"], cfg["include"], cfg["exclude"], extra=settings.profile_roots(cfg))
    if ns.command == "status":
        for key, _ in src.changed():
            print("changed:", key)
        return 0
    if ns.command == "backup":
        if not cfg["api_key"]:
            print("NOTEFOLD_API_KEY is not set", file=sys.stderr)
            return 2
        print(f"uploaded {_sync(cfg, src)} files")
        return 0
    print("restore: download from the Notefold web UI export for now", file=sys.stderr)
    return 1


if __name__ == "__main__":
    sys.exit(main())
