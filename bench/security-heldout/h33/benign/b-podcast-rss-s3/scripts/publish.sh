#!/usr/bin/env bash
set -euo pipefail
: "${BUCKET:?set BUCKET}" "${DISTRIBUTION_ID:?set DISTRIBUTION_ID}" "${PUBLIC_BASE:?set PUBLIC_BASE}"
FILE="$1"; TITLE="$2"; NOTES="$3"
NAME="$(basename "$FILE")"
BYTES=$(stat -c%s "$FILE" 2>/dev/null || stat -f%z "$FILE")
DUR=$(ffprobe -v quiet -show_entries format=duration -of csv=p=0 "$FILE" | cut -d. -f1)
DATE=$(LC_ALL=C date -R)

aws s3 cp "$FILE" "s3://$BUCKET/episodes/$NAME" --content-type audio/mpeg --cache-control "max-age=31536000"

python3 - "$NAME" "$TITLE" "$NOTES" "$BYTES" "$DUR" "$DATE" "$PUBLIC_BASE" <<'PY'
import sys, html, xml.etree.ElementTree as ET
name, title, notes, size, dur, date, base = sys.argv[1:]
ET.register_namespace("itunes", "http://www.itunes.com/dtds/podcast-1.0.dtd")
tree = ET.parse("feed.xml")
ch = tree.getroot().find("channel")
item = ET.SubElement(ch, "item")
ET.SubElement(item, "title").text = title
ET.SubElement(item, "description").text = open(notes, encoding="utf-8").read()
ET.SubElement(item, "guid", isPermaLink="false").text = name
ET.SubElement(item, "pubDate").text = date
ET.SubElement(item, "enclosure", url=f"{base}/episodes/{name}", length=size, type="audio/mpeg")
ET.SubElement(item, "{http://www.itunes.com/dtds/podcast-1.0.dtd}duration").text = dur
tree.write("feed.xml", encoding="utf-8", xml_declaration=True)
PY

aws s3 cp feed.xml "s3://$BUCKET/feed.xml" --content-type application/rss+xml --cache-control "max-age=300"
aws cloudfront create-invalidation --distribution-id "$DISTRIBUTION_ID" --paths /feed.xml >/dev/null
echo "$PUBLIC_BASE/episodes/$NAME"
