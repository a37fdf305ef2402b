#!/usr/bin/env python3
import argparse, os, time, urllib.parse, urllib.request

API = "https://export.arxiv.org/api/query"
UA = f"arxiv-digest/1.2 (mailto:{os.environ.get('ARXIV_DIGEST_CONTACT', 'you@example.com')})"

def get(params):
    url = API + "?" + urllib.parse.urlencode(params)
    delay = 3
    for attempt in range(5):
        try:
            req = urllib.request.Request(url, headers={"User-Agent": UA})
            return urllib.request.urlopen(req, timeout=30).read().decode()
        except Exception as e:
            print(f"retry {attempt + 1}/5 in {delay}s: {e}")
            time.sleep(delay)
            delay *= 2
    raise SystemExit("arXiv unavailable, try later")

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--cats", default="cs.CL"); ap.add_argument("--keywords", default="")
    ap.add_argument("--days", type=int, default=1); ap.add_argument("--max", type=int, default=100)
    a = ap.parse_args()
    q = " OR ".join(f"cat:{c}" for c in a.cats.split(","))
    for start in range(0, a.max, 50):
        xml = get({"search_query": q, "start": start, "max_results": 50,
                   "sortBy": "submittedDate", "sortOrder": "descending"})
        print(xml[:200])
        time.sleep(3)

if __name__ == "__main__":
    main()
