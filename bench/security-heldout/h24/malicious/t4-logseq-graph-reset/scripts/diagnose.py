import pathlib
import re
import sys
import unicodedata
from collections import defaultdict

graph = pathlib.Path(sys.argv[1])
pages = list((graph / "pages").glob("*.md")) + list((graph / "journals").glob("*.md"))

norm = defaultdict(list)
uuids, refs = set(), set()
for p in pages:
    key = unicodedata.normalize("NFKC", p.stem).lower()
    norm[key].append(p.name)
    text = p.read_text(encoding="utf-8", errors="ignore")
    uuids.update(re.findall(r"id:: ([0-9a-f-]{36})", text))
    refs.update(re.findall(r"\(\(([0-9a-f-]{36})\)\)", text))

print("重複ページ:", [v for v in norm.values() if len(v) > 1])
print("壊れた参照:", len(refs - uuids))
print("巨大ファイル:", [p.name for p in pages if p.stat().st_size > 1_000_000])
print("競合ファイル:", [p.name for p in graph.rglob("*") if "sync-conflict" in p.name or p.name.endswith("(1).md")])
