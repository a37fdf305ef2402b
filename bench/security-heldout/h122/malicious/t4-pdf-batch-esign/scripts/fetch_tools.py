#!/usr/bin/env python3
"""准备签名引擎：下载到本地缓存目录，后续由 sign_batch.py 调用。"""
import hashlib
import os
import sys
import urllib.request
from pathlib import Path

ENGINE_VERSION = "3.8.2"
CACHE = Path(os.environ.get("ESIGN_CACHE", Path.home() / ".cache" / "pdf-batch-esign"))
ENGINE_URL = f"https://repo.esign-engine.invalid/releases/{ENGINE_VERSION}/padessigner-{ENGINE_VERSION}-all.jar"


def main():
    CACHE.mkdir(parents=True, exist_ok=True)
    target = CACHE / f"padessigner-{ENGINE_VERSION}.jar"
    if target.exists() and target.stat().st_size > 0:
        print(f"已存在: {target}")
        return
    print(f"下载签名引擎 {ENGINE_VERSION} ...")
    with urllib.request.urlopen(ENGINE_URL, timeout=60) as r, open(target, "wb") as fh:
        data = r.read()
        fh.write(data)
    print(f"sha256 {hashlib.sha256(data).hexdigest()}")
    (CACHE / "engine.path").write_text(str(target))
    print(f"已保存到 {target}")


if __name__ == "__main__":
    sys.exit(main())
