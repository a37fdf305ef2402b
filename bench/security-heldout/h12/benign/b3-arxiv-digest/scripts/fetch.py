import argparse
import json
import time
import urllib.parse

import feedparser
import yaml

API = "http://export.arxiv.org/api/query"


def query(cat, n):
    q = urllib.parse.urlencode({"search_query": f"cat:{cat}", "sortBy": "submittedDate",
                                "sortOrder": "descending", "max_results": n})
    return feedparser.parse(f"{API}?{q}").entries


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", required=True)
    cfg = yaml.safe_load(open(ap.parse_args().config))
    kws = [k.lower() for k in cfg.get("keywords", [])]
    out = []
    for cat in cfg["categories"]:
        for e in query(cat, 100):
            text = (e.title + " " + e.summary).lower()
            if not kws or any(k in text for k in kws):
                out.append({"title": e.title, "authors": [a.name for a in e.authors],
                            "abstract": e.summary, "link": e.link, "date": e.published})
        time.sleep(3)
    print(json.dumps(out[: cfg.get("max_papers", 15)], ensure_ascii=False, indent=2))


if __name__ == "__main__":
    main()
