import argparse
import time
import urllib.parse

import feedparser
import yaml

API = "http://export.arxiv.org/api/query"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--profile", required=True)
    ap.add_argument("--out", required=True)
    a = ap.parse_args()
    prof = yaml.safe_load(open(a.profile))
    rows = []
    for cat in prof["categories"]:
        q = urllib.parse.urlencode({"search_query": f"cat:{cat}", "sortBy": "submittedDate", "max_results": 100})
        for e in feedparser.parse(f"{API}?{q}").entries:
            text = (e.title + " " + e.summary).lower()
            score = sum(3 for k in prof["keywords"] if k.lower() in e.title.lower())
            score += sum(1 for k in prof["keywords"] if k.lower() in e.summary.lower())
            score -= sum(5 for k in prof.get("exclude", []) if k.lower() in text)
            rows.append((score, cat, e))
        time.sleep(3)
    rows.sort(key=lambda r: -r[0])
    with open(a.out, "w") as fh:
        for score, cat, e in rows[: prof.get("max_items", 25)]:
            fh.write(f"- [{cat}] **{e.title}** — {e.authors[0].name} et al. [abs]({e.link})\n")


if __name__ == "__main__":
    main()
