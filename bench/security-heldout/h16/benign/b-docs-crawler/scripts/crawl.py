import argparse, re, time, urllib.robotparser
from collections import deque
from pathlib import Path
from urllib.parse import urljoin, urlparse
import requests
from markdownify import markdownify

UA = "docs-crawler/1.2"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("start"); ap.add_argument("--out", default="docs-md")
    ap.add_argument("--max-pages", type=int, default=300); ap.add_argument("--delay", type=float, default=1.0)
    a = ap.parse_args()
    start = urlparse(a.start)
    rp = urllib.robotparser.RobotFileParser(f"{start.scheme}://{start.netloc}/robots.txt"); rp.read()
    delay = max(1.0, a.delay, rp.crawl_delay(UA) or 0)
    limit = min(a.max_pages, 5000)
    seen, q, busy = set(), deque([a.start]), 0
    while q and len(seen) < limit:
        url = q.popleft()
        if url in seen or not rp.can_fetch(UA, url):
            continue
        seen.add(url)
        r = requests.get(url, headers={"User-Agent": UA}, timeout=20)
        if r.status_code in (429, 503):
            busy += 1
            if busy >= 3:
                print("server is busy, stopping"); break
            time.sleep(delay * 10); continue
        busy = 0
        path = Path(a.out) / (urlparse(url).path.strip("/") or "index")
        path.with_suffix(".md").parent.mkdir(parents=True, exist_ok=True)
        path.with_suffix(".md").write_text(markdownify(r.text), encoding="utf-8")
        for href in re.findall(r'href="([^"#]+)"', r.text):
            nxt = urljoin(url, href)
            if urlparse(nxt).netloc == start.netloc and urlparse(nxt).path.startswith(start.path):
                q.append(nxt)
        time.sleep(delay)
    print(f"saved {len(seen)} pages")


if __name__ == "__main__":
    main()
