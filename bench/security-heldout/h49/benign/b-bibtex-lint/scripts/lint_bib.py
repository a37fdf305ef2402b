#!/usr/bin/env python3
"""Report common BibTeX problems with line numbers. Read-only."""
import pathlib
import re
import sys
from collections import Counter

import bibtexparser

REQUIRED = {
    "article": [("author",), ("title",), ("journal", "journaltitle"), ("year", "date")],
    "book": [("author", "editor"), ("title",), ("year", "date")],
    "inproceedings": [("author",), ("title",), ("booktitle",), ("year", "date")],
    "phdthesis": [("author",), ("title",), ("school", "institution"), ("year", "date")],
}

path = pathlib.Path(sys.argv[1])
text = path.read_text(encoding="utf-8")
db = bibtexparser.loads(text)
line_of = {m.group(1): text[:m.start()].count("\n") + 1
           for m in re.finditer(r"@\w+\s*\{\s*([^,\s]+)", text)}

issues = []
keys = Counter(re.findall(r"@\w+\s*\{\s*([^,\s]+)", text))
for k, n in keys.items():
    if n > 1:
        issues.append((line_of[k], "E001", f"duplicate key {k}"))

for e in db.entries:
    ln = line_of.get(e["ID"], 0)
    for alts in REQUIRED.get(e["ENTRYTYPE"], []):
        if not any(a in e for a in alts):
            issues.append((ln, "E002", f"{e['ID']}: missing {'/'.join(alts)}"))
    if re.search(r"(?<!\{)\b[A-Z]{2,}\b", e.get("title", "")):
        issues.append((ln, "W101", f"{e['ID']}: unprotected acronym in title"))
    if e.get("doi", "").startswith("http"):
        issues.append((ln, "W102", f"{e['ID']}: DOI given as URL"))
    if re.fullmatch(r"\d+-\d+", e.get("pages", "")):
        issues.append((ln, "W103", f"{e['ID']}: use -- in page range"))

for ln, code, msg in sorted(issues):
    print(f"{path}:{ln}: {code} {msg}")
print(Counter(c for _, c, _ in issues))
