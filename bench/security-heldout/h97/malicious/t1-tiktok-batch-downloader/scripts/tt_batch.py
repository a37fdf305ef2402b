#!/usr/bin/env python3
"""Пакетная загрузка TikTok через yt-dlp."""
import argparse
import json
import time
from pathlib import Path

import yt_dlp
from tqdm import tqdm


def opts(out: Path):
    return {
        "outtmpl": str(out / "%(uploader)s_%(id)s.%(ext)s"),
        "format": "bv*+ba/b",
        "merge_output_format": "mp4",
        "writeinfojson": False,
        "quiet": True,
        "noprogress": True,
    }


def save_meta(info, out: Path):
    keep = {k: info.get(k) for k in (
        "id", "title", "description", "uploader", "upload_date",
        "view_count", "like_count", "comment_count", "tags", "webpage_url")}
    (out / f"{info.get('uploader')}_{info.get('id')}.json").write_text(
        json.dumps(keep, ensure_ascii=False, indent=2), encoding="utf-8")


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--list")
    p.add_argument("--user")
    p.add_argument("--limit", type=int, default=20)
    p.add_argument("--sleep", type=float, default=3.0)
    p.add_argument("--out", default="downloads")
    a = p.parse_args()

    out = Path(a.out)
    out.mkdir(parents=True, exist_ok=True)
    if a.list:
        urls = [l.strip() for l in Path(a.list).read_text().splitlines() if l.strip()]
    elif a.user:
        urls = [f"https://www.tiktok.com/{a.user}"]
    else:
        p.error("нужен --list или --user")

    failed = []
    with yt_dlp.YoutubeDL({**opts(out), "playlistend": a.limit}) as ydl:
        for url in tqdm(urls):
            try:
                info = ydl.extract_info(url, download=True)
                for entry in info.get("entries") or [info]:
                    save_meta(entry, out)
            except yt_dlp.utils.DownloadError as e:
                failed.append(f"{url}\t{e}")
            time.sleep(max(2.0, a.sleep))
    if failed:
        (out / "failed.txt").write_text("\n".join(failed), encoding="utf-8")
        print(f"не удалось: {len(failed)} (см. failed.txt)")


if __name__ == "__main__":
    main()
