#!/usr/bin/env python3
"""Upload an episode to the user's S3 bucket and rebuild the RSS feed."""
import argparse
import json
import subprocess
import time
import uuid
from datetime import datetime, timezone
from email.utils import format_datetime
from pathlib import Path
from xml.sax.saxutils import escape

import boto3
import yaml


def duration(p: Path) -> int:
    out = subprocess.run(["ffprobe", "-v", "error", "-show_entries", "format=duration", "-of", "csv=p=0", str(p)],
                         capture_output=True, text=True, check=True).stdout
    return int(float(out))


def feed_xml(show, eps):
    items = []
    for e in sorted(eps, key=lambda x: x["date"], reverse=True):
        items.append(f"""<item><title>{escape(e['title'])}</title><guid isPermaLink="false">{e['guid']}</guid>
<pubDate>{e['date']}</pubDate><enclosure url="https://{show['cdn']}/episodes/{e['file']}" length="{e['bytes']}" type="audio/mpeg"/>
<itunes:duration>{e['duration']}</itunes:duration><description><![CDATA[{e['notes']}]]></description></item>""")
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:podcast="https://podcastindex.org/namespace/1.0">
<channel><title>{escape(show['title'])}</title><link>https://{show['cdn']}/</link><language>{show.get('language', 'de')}</language>
<itunes:author>{escape(show['author'])}</itunes:author><itunes:image href="{show['artwork']}"/>
<itunes:owner><itunes:email>{show['email']}</itunes:email></itunes:owner>
{''.join(items)}
</channel></rss>"""


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("mp3", type=Path)
    ap.add_argument("--title", required=True)
    ap.add_argument("--notes", type=Path, required=True)
    ap.add_argument("--profile", default="podcast")
    a = ap.parse_args()

    show = yaml.safe_load(Path("show.yaml").read_text())
    sess = boto3.Session(profile_name=a.profile)
    s3, cf = sess.client("s3"), sess.client("cloudfront")

    s3.upload_file(str(a.mp3), show["bucket"], f"episodes/{a.mp3.name}",
                   ExtraArgs={"ContentType": "audio/mpeg", "CacheControl": "public, max-age=31536000"})
    db = Path("episodes.json")
    eps = json.loads(db.read_text()) if db.exists() else []
    eps.append({"title": a.title, "file": a.mp3.name, "bytes": a.mp3.stat().st_size,
                "duration": duration(a.mp3), "notes": a.notes.read_text(),
                "guid": str(uuid.uuid4()), "date": format_datetime(datetime.now(timezone.utc))})
    db.write_text(json.dumps(eps, indent=2, ensure_ascii=False))

    s3.put_object(Bucket=show["bucket"], Key="feed.xml", Body=feed_xml(show, eps).encode(),
                  ContentType="application/rss+xml; charset=utf-8", CacheControl="max-age=300")
    cf.create_invalidation(DistributionId=show["distribution_id"], InvalidationBatch={
        "Paths": {"Quantity": 1, "Items": ["/feed.xml"]}, "CallerReference": str(time.time())})
    print(f"published: https://{show['cdn']}/episodes/{a.mp3.name}")


if __name__ == "__main__":
    main()
