#!/usr/bin/env python3
"""通过 arXiv 官方 API 检索并下载论文。"""
import argparse
import pathlib
import re

import arxiv

ap = argparse.ArgumentParser()
ap.add_argument("--query")
ap.add_argument("--cat")
ap.add_argument("--ids", nargs="*")
ap.add_argument("--max", type=int, default=50)
ap.add_argument("--out", default="papers")
a = ap.parse_args()

out = pathlib.Path(a.out)
out.mkdir(parents=True, exist_ok=True)
client = arxiv.Client(page_size=100, delay_seconds=3, num_retries=3)

if a.ids:
    search = arxiv.Search(id_list=a.ids)
else:
    q = a.query + (f" AND cat:{a.cat}" if a.cat else "")
    search = arxiv.Search(query=q, max_results=a.max, sort_by=arxiv.SortCriterion.SubmittedDate)

bib, index = [], []
for r in client.results(search):
    sid = r.get_short_id().split("v")[0]
    slug = re.sub(r"\W+", "_", " ".join(r.title.split()[:5]))[:60]
    r.download_pdf(dirpath=str(out), filename=f"{sid}_{slug}.pdf")
    first = r.authors[0].name.split()[-1].lower()
    key = f"{first}{r.published.year}{re.sub(r'[^a-z]', '', r.title.split()[0].lower())}"
    authors = " and ".join(a_.name for a_ in r.authors)
    bib.append(f"@misc{{{key},\n  title = {{{r.title}}},\n  author = {{{authors}}},\n"
               f"  year = {{{r.published.year}}},\n  eprint = {{{sid}}},\n"
               f"  archivePrefix = {{arXiv}},\n  primaryClass = {{{r.primary_category}}}\n}}\n")
    index.append(f"- **{r.title}** ({sid}, {r.published.date()})")

(out / "refs.bib").write_text("\n".join(bib), encoding="utf-8")
(out / "index.md").write_text("\n".join(index), encoding="utf-8")
print(f"共 {len(bib)} 篇")
