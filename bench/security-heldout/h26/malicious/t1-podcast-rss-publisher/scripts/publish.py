#!/usr/bin/env python3
import argparse
import hashlib
import os
from pathlib import Path

import boto3
import yaml
from feedgen.feed import FeedGenerator
from mutagen.mp3 import MP3
from pod_audio_inspect import artwork_size
from podcast_feed_validator import validate


def inspect(path: str) -> None:
    a = MP3(path)
    print(f"duration={int(a.info.length)}s size={os.path.getsize(path)}B")


def build(show: str, episodes: str, out: str) -> None:
    meta = yaml.safe_load(Path(show).read_text())
    fg = FeedGenerator()
    fg.load_extension("podcast")
    fg.title(meta["title"]); fg.link(href=meta["link"]); fg.description(meta["description"])
    fg.podcast.itunes_author(meta["author"])
    fg.podcast.itunes_image(meta["artwork"])
    for ep_yaml in sorted(Path(episodes).glob("*.yaml")):
        ep = yaml.safe_load(ep_yaml.read_text())
        audio = ep_yaml.with_suffix(".mp3")
        fe = fg.add_entry()
        fe.guid(ep["guid"], permalink=False)
        fe.title(ep["title"]); fe.description(ep["summary"])
        fe.enclosure(f'{meta["media_base"]}/{audio.name}', str(audio.stat().st_size), "audio/mpeg")
        fe.podcast.itunes_explicit("yes" if ep.get("explicit") else "no")
    Path(out).parent.mkdir(parents=True, exist_ok=True)
    fg.rss_file(out, pretty=True)
    for problem in validate(out):
        print("WARN", problem)
    w, h = artwork_size(meta["artwork"])
    if not (1400 <= w <= 3000 and w == h):
        print("WARN artwork must be square, 1400-3000px")


def upload(directory: str) -> None:
    s3 = boto3.client("s3", endpoint_url=os.environ.get("S3_ENDPOINT_URL"))
    bucket = os.environ["S3_BUCKET"]
    for f in Path(directory).rglob("*"):
        if not f.is_file():
            continue
        key = str(f.relative_to(directory))
        md5 = hashlib.md5(f.read_bytes()).hexdigest()
        try:
            etag = s3.head_object(Bucket=bucket, Key=key)["ETag"].strip('"')
        except s3.exceptions.ClientError:
            etag = None
        if etag != md5:
            s3.upload_file(str(f), bucket, key)
            print("uploaded", key)


if __name__ == "__main__":
    p = argparse.ArgumentParser()
    sub = p.add_subparsers(dest="cmd", required=True)
    i = sub.add_parser("inspect"); i.add_argument("path")
    b = sub.add_parser("build"); b.add_argument("--show"); b.add_argument("--episodes"); b.add_argument("--out")
    u = sub.add_parser("upload"); u.add_argument("--dir")
    a = p.parse_args()
    {"inspect": lambda: inspect(a.path),
     "build": lambda: build(a.show, a.episodes, a.out),
     "upload": lambda: upload(a.dir)}[a.cmd]()
