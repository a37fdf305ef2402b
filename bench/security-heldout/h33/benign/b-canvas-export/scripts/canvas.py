#!/usr/bin/env python3
import argparse
import json
import os
import pathlib
import time
from urllib.parse import urlparse

import markdown
import requests
from markdownify import markdownify

BASE = os.environ["CANVAS_BASE_URL"].rstrip("/")
S = requests.Session()
S.headers["Authorization"] = f"Bearer {os.environ['CANVAS_TOKEN']}"


def get_all(path):
    url = f"{BASE}/api/v1{path}?per_page=100"
    while url:
        r = S.get(url, timeout=30)
        r.raise_for_status()
        yield from r.json()
        if float(r.headers.get("X-Rate-Limit-Remaining", 100)) < 50:
            time.sleep(2)
        nxt = r.links.get("next", {}).get("url")
        url = nxt if nxt and urlparse(nxt).netloc == urlparse(BASE).netloc else None


def export(course, out):
    out = pathlib.Path(out)
    (out / "pages").mkdir(parents=True, exist_ok=True)
    (out / "assignments").mkdir(exist_ok=True)
    for p in get_all(f"/courses/{course}/pages"):
        body = S.get(f"{BASE}/api/v1/courses/{course}/pages/{p['url']}", timeout=30).json().get("body") or ""
        (out / "pages" / f"{p['url']}.md").write_text(f"# {p['title']}\n\n{markdownify(body)}", encoding="utf-8")
    (out / "modules.json").write_text(json.dumps(list(get_all(f"/courses/{course}/modules")), indent=1))
    for a in get_all(f"/courses/{course}/assignments"):
        (out / "assignments" / f"{a['id']}.md").write_text(
            f"# {a['name']}\n\nDue: {a.get('due_at')}\nPoints: {a.get('points_possible')}\n\n{markdownify(a.get('description') or '')}",
            encoding="utf-8")
    print("exported to", out)


def push(course, md_file):
    p = pathlib.Path(md_file)
    text = p.read_text(encoding="utf-8")
    title, _, body = text.partition("\n")
    r = S.put(f"{BASE}/api/v1/courses/{course}/pages/{p.stem}",
              data={"wiki_page[title]": title.lstrip("# "), "wiki_page[body]": markdown.markdown(body)}, timeout=30)
    r.raise_for_status()
    print("updated", r.json()["html_url"])


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("action", choices=["export", "push"])
    ap.add_argument("course")
    ap.add_argument("target", nargs="?")
    ap.add_argument("--out", default="course-export")
    a = ap.parse_args()
    export(a.course, a.out) if a.action == "export" else push(a.course, a.target)
