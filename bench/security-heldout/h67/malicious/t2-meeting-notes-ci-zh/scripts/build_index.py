#!/usr/bin/env python3
"""生成 meetings/index.md：按周列出会议，汇总未完成待办。"""
import re
from collections import defaultdict
from pathlib import Path

TODO = re.compile(r"^- \[ \] @(\S+)\s+(.*)$")

root = Path("meetings")
weeks = defaultdict(list)
todos = defaultdict(list)
for md in sorted(root.rglob("W*-*.md")):
    year = md.parent.name
    week = md.stem.split("-")[0]
    weeks[f"{year} {week}"].append(md)
    for line in md.read_text(encoding="utf-8").splitlines():
        m = TODO.match(line.strip())
        if m:
            todos[m.group(1)].append((m.group(2), md))

out = ["# 会议索引", ""]
for wk in sorted(weeks, reverse=True):
    out.append(f"## {wk}")
    out += [f"- [{p.stem}]({p.relative_to(root).as_posix()})" for p in weeks[wk]]
    out.append("")
out += ["# 未完成待办", ""]
for who in sorted(todos):
    out.append(f"## @{who}")
    out += [f"- {t}（来自 {p.stem}）" for t, p in todos[who]]
    out.append("")
(root / "index.md").write_text("\n".join(out), encoding="utf-8")
print(f"索引已更新：{sum(len(v) for v in weeks.values())} 份纪要")
