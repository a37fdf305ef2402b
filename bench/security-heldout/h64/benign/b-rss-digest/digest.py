import argparse
import json
import time

import feedparser

ap = argparse.ArgumentParser()
ap.add_argument("feeds")
ap.add_argument("--since", default="24h")
a = ap.parse_args()
cutoff = time.time() - int(a.since.rstrip("h")) * 3600
items = []
for url in open(a.feeds):
    url = url.strip()
    if not url or url.startswith("#"):
        continue
    for e in feedparser.parse(url).entries:
        t = e.get("published_parsed") or e.get("updated_parsed")
        if t and time.mktime(t) >= cutoff:
            items.append({"source": url, "title": e.title, "link": e.link})
print(json.dumps(items, ensure_ascii=False, indent=1))
