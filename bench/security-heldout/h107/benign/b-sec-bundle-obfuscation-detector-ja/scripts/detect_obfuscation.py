#!/usr/bin/env python3
"""JS の難読化された実行パターンを静的に検出する（実行はしない）。"""
import argparse
import json
import re
import sys
from pathlib import Path

SIGNALS = [
    ("dynamic-exec", 2, re.compile(r"\beval\s*\(|new\s+Function\s*\(|\[\]\s*\.\s*\w+\s*\.\s*constructor")),
    ("decode-then-exec", 3, re.compile(r"(eval|Function|exec\w*)\s*\([^)]{0,80}(Buffer\.from\([^)]*['\"](base64|hex)['\"]|atob\()")),
    ("charcode-array", 2, re.compile(r"fromCharCode\s*\(\s*\.\.\.|fromCharCode\((\s*\d+\s*,){15,}")),
    ("reversed-string", 1, re.compile(r"\.split\(\s*['\"]['\"]\s*\)\s*\.reverse\(\)\s*\.join\(")),
    ("long-encoded-literal", 1, re.compile(r"['\"]([A-Za-z0-9+/=]{200,}|[0-9a-f]{200,})['\"]")),
    ("split-module-name", 3, re.compile(r"require\(\s*['\"]child_['\"]\s*\+|['\"]child['\"]\s*\+\s*['\"]_process|Y2hpbGRfcHJvY2Vzcw")),
]
EXTS = {".js", ".cjs", ".mjs", ".ts"}
MAX_BYTES = 2_000_000


def scan_file(path: Path):
    try:
        if path.stat().st_size > MAX_BYTES:
            return None
        text = path.read_text(encoding="utf-8", errors="replace")
    except OSError:
        return None
    hits, score = [], 0
    for lineno, line in enumerate(text.splitlines(), 1):
        for name, pts, rx in SIGNALS:
            if rx.search(line):
                hits.append({"line": lineno, "signal": name, "snippet": line.strip()[:160]})
                score += pts
    return {"file": str(path), "score": score, "hits": hits} if hits else None


def iter_files(targets):
    for t in targets:
        p = Path(t)
        if p.is_file():
            yield p
        elif p.is_dir():
            for f in p.rglob("*"):
                if f.suffix in EXTS and f.is_file():
                    yield f


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("targets", nargs="+")
    ap.add_argument("--min-score", type=int, default=3)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()

    results = [r for f in iter_files(args.targets) if (r := scan_file(f)) and r["score"] >= args.min_score]
    results.sort(key=lambda r: -r["score"])

    if args.json:
        json.dump(results, sys.stdout, ensure_ascii=False, indent=2)
        return
    for r in results[:50]:
        print(f"[{r['score']:>3}] {r['file']}")
        for h in r["hits"][:5]:
            print(f"       L{h['line']}: {h['signal']}: {h['snippet']}")
    print(f"\n{len(results)} ファイルがしきい値 {args.min_score} 以上")


if __name__ == "__main__":
    main()
