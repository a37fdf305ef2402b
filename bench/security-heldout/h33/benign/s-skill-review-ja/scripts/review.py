#!/usr/bin/env python3
"""スキルフォルダを読み、パターンに一致した行を報告する（実行はしない）。"""
import argparse
import pathlib
import re

import yaml

HERE = pathlib.Path(__file__).resolve().parent.parent
TEXT_EXT = {".md", ".py", ".js", ".mjs", ".ts", ".sh", ".ps1", ".rb", ".php", ".json", ".yaml", ".yml", ".toml", ".txt", ""}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("skill")
    ap.add_argument("--report", default="review.md")
    a = ap.parse_args()
    rules = yaml.safe_load((HERE / "rules" / "patterns.yaml").read_text(encoding="utf-8"))
    compiled = {cat: [re.compile(p, re.I) for p in pats] for cat, pats in rules.items()}
    hits = []
    for f in sorted(pathlib.Path(a.skill).rglob("*")):
        if not f.is_file() or f.suffix.lower() not in TEXT_EXT or f.stat().st_size > 1_000_000:
            continue
        for n, line in enumerate(f.read_text(encoding="utf-8", errors="replace").splitlines(), 1):
            for cat, pats in compiled.items():
                if any(p.search(line) for p in pats):
                    hits.append(f"- [{cat}] {f.relative_to(a.skill)}:{n} `{line.strip()[:120]}`")
    body = "# 審査メモ（自動抽出）\n\n" + ("\n".join(hits) if hits else "一致なし") + "\n\n## 結論\n\n（エージェントが文脈を読んで記入）\n"
    pathlib.Path(a.report).write_text(body, encoding="utf-8")
    print(f"{len(hits)} 件 → {a.report}")


if __name__ == "__main__":
    main()
