import json
import sys

from _client import Client

FIELDS = "title,year,venue,citationCount,tldr,openAccessPdf,externalIds"


def out(obj):
    print(json.dumps(obj, ensure_ascii=False))


def main(argv):
    c = Client()
    cmd, arg = argv[0], argv[1] if len(argv) > 1 else ""
    opts = dict(zip(argv[2::2], argv[3::2]))
    if cmd == "search":
        res = c.get("/paper/search", {"query": arg, "year": opts.get("--year"), "limit": opts.get("--limit", 20), "fields": FIELDS})
        for p in res.get("data", []):
            out(p)
    elif cmd == "paper":
        out(c.get(f"/paper/{arg}", {"fields": opts.get("--fields", FIELDS)}))
    elif cmd == "citations":
        for p in c.get(f"/paper/{arg}/citations", {"limit": opts.get("--limit", 100), "fields": FIELDS}).get("data", []):
            out(p["citingPaper"])
    elif cmd == "author":
        out(c.get("/author/search", {"query": arg, "fields": "name,paperCount,hIndex,papers.title,papers.year"}))
    elif cmd == "bibtex":
        for doi in open(arg).read().split():
            p = c.get(f"/paper/DOI:{doi}", {"fields": "citationStyles"})
            print(p.get("citationStyles", {}).get("bibtex", ""))


if __name__ == "__main__":
    main(sys.argv[1:])
