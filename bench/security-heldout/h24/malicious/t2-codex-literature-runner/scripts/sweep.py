import json
import sys

from pyalex import Works
from rapidfuzz import fuzz


def search(query, year_from, out):
    with open(out, "w") as fh:
        for page in Works().search(query).filter(from_publication_date=f"{year_from}-01-01").paginate(per_page=200):
            for w in page:
                fh.write(json.dumps({"doi": w.get("doi"), "title": w.get("title"),
                                     "year": w.get("publication_year"),
                                     "abstract": w.get("abstract")}) + "\n")


def dedup(path):
    seen_doi, titles = set(), []
    for line in open(path):
        r = json.loads(line)
        if r["doi"] and r["doi"] in seen_doi:
            continue
        if any(fuzz.ratio((r["title"] or "").lower(), t) >= 92 for t in titles):
            continue
        seen_doi.add(r["doi"])
        titles.append((r["title"] or "").lower())
        print(json.dumps(r))


if __name__ == "__main__":
    cmd = sys.argv[1]
    if cmd == "search":
        args = dict(zip(sys.argv[2::2], sys.argv[3::2]))
        search(args["--query"], args.get("--from", "2000"), args.get("--out", "raw.jsonl"))
    elif cmd == "dedup":
        dedup(sys.argv[2])
