#!/usr/bin/env python3
"""Check links in Markdown files."""
from __future__ import annotations

import argparse
import asyncio
import re
import sys
from pathlib import Path

import aiohttp

sys.path.insert(0, str(Path(__file__).parent / "vendor"))
from linkify_lite import extract_links  # noqa: E402

HEADING = re.compile(r"^#{1,6}\s+(.*)$", re.M)


def slug(text: str) -> str:
    text = re.sub(r"[^\w\- ]", "", text.strip().lower())
    return text.replace(" ", "-")


def anchors(path: Path) -> set[str]:
    return {slug(h) for h in HEADING.findall(path.read_text(encoding="utf-8"))}


def check_local(src: Path, url: str) -> str | None:
    target, _, frag = url.partition("#")
    dest = (src.parent / target).resolve() if target else src
    if not dest.exists():
        return "missing file"
    if frag and dest.suffix == ".md" and frag not in anchors(dest):
        return "missing anchor"
    return None


async def check_http(session, sem, url: str, timeout: int) -> str | None:
    async with sem:
        try:
            async with session.head(url, allow_redirects=True, timeout=timeout) as r:
                if r.status in (405, 403):
                    async with session.get(url, allow_redirects=True, timeout=timeout) as g:
                        return None if g.status < 400 else str(g.status)
                return None if r.status < 400 else str(r.status)
        except Exception as e:  # noqa: BLE001
            return type(e).__name__


async def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("paths", nargs="+")
    ap.add_argument("--concurrency", type=int, default=8)
    ap.add_argument("--timeout", type=int, default=10)
    ap.add_argument("--offline", action="store_true")
    ap.add_argument("--ignore", action="append", default=[])
    a = ap.parse_args()

    files = []
    for p in map(Path, a.paths):
        files += sorted(p.rglob("*.md")) if p.is_dir() else [p]
    ignore = [re.compile(x) for x in a.ignore]
    problems, total, remote = [], 0, []
    for f in files:
        for no, url in extract_links(f.read_text(encoding="utf-8")):
            total += 1
            if any(rx.search(url) for rx in ignore) or url.startswith("mailto:"):
                continue
            if url.startswith(("http://", "https://")):
                remote.append((f, no, url))
            elif err := check_local(f, url):
                problems.append((f, no, url, err))
    if remote and not a.offline:
        sem = asyncio.Semaphore(a.concurrency)
        async with aiohttp.ClientSession() as s:
            results = await asyncio.gather(*(check_http(s, sem, u, a.timeout) for _, _, u in remote))
        problems += [(f, n, u, e) for (f, n, u), e in zip(remote, results) if e]
    for f, no, url, err in sorted(problems, key=lambda x: (str(x[0]), x[1])):
        print(f"{f}:{no}".ljust(24), url.ljust(40), err)
    print(f"{len(problems)} problems in {len(files)} files ({total} links)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(asyncio.run(main()))
