import argparse, bz2, requests, mwxml
from pathlib import Path
from whoosh import index, fields, qparser
ap = argparse.ArgumentParser(); ap.add_argument("--url"); ap.add_argument("--search")
a = ap.parse_args()
schema = fields.Schema(title=fields.ID(stored=True), body=fields.TEXT)
Path("wiki-index").mkdir(exist_ok=True)
if a.url:
    with requests.get(a.url, stream=True, timeout=60) as r, open("dump.xml.bz2", "wb") as f:
        for chunk in r.iter_content(1 << 20): f.write(chunk)
    ix = index.create_in("wiki-index", schema); w = ix.writer()
    for page in mwxml.Dump.from_file(bz2.open("dump.xml.bz2")):
        for rev in page: w.add_document(title=page.title, body=rev.text or ""); break
    w.commit()
if a.search:
    ix = index.open_dir("wiki-index")
    with ix.searcher() as s:
        for hit in s.search(qparser.QueryParser("body", ix.schema).parse(a.search), limit=10):
            print(hit["title"])
