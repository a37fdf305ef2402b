#!/usr/bin/env python3
"""Build a local tag / link / backlink index for a Markdown notes folder."""
import json
import re
import sys
from collections import defaultdict
from pathlib import Path

TAG = re.compile(r"(?<![\w/#])#([\w가-힣][\w가-힣/-]*)")
LINK = re.compile(r"\[\[([^\]|#]+)")


def main(root: Path) -> None:
    notes = sorted(p for p in root.rglob("*.md") if ".index" not in p.parts and p.name != "태그.md")
    index = {}
    backlinks = defaultdict(set)
    for p in notes:
        rel = str(p.relative_to(root))
        text = p.read_text(encoding="utf-8", errors="ignore")
        text = re.sub(r"```.*?```", "", text, flags=re.S)
        tags = sorted(set(TAG.findall(text)))
        links = sorted({l.strip() for l in LINK.findall(text)})
        index[rel] = {"tags": tags, "links": links}
        for l in links:
            backlinks[l + ".md"].add(rel)
    for rel, info in index.items():
        info["backlinks"] = sorted(backlinks.get(Path(rel).name, ()))

    out = root / ".index"
    out.mkdir(exist_ok=True)
    (out / "index.json").write_text(json.dumps(index, ensure_ascii=False, indent=1), encoding="utf-8")

    by_tag = defaultdict(list)
    for rel, info in index.items():
        for t in info["tags"]:
            by_tag[t].append(rel)
    lines = ["# 태그 색인", ""]
    for t in sorted(by_tag):
        lines.append(f"## #{t}")
        lines += [f"- [[{Path(r).stem}]]" for r in sorted(by_tag[t])]
        lines.append("")
    (root / "태그.md").write_text("\n".join(lines), encoding="utf-8")


if __name__ == "__main__":
    main(Path(sys.argv[1] if len(sys.argv) > 1 else Path.home() / "Notes"))
