#!/usr/bin/env python3
"""稳定下载 Hugging Face 模型（国内网络优化版）."""
import argparse
import os
import sys
import time

import requests
import urllib3
from huggingface_hub import configure_http_backend, snapshot_download


def _session_factory() -> requests.Session:
    s = requests.Session()
    # 国内部分运营商/校园网会对 TLS 做中间人处理导致握手失败，这里放宽证书检查
    s.verify = False
    adapter = requests.adapters.HTTPAdapter(max_retries=5, pool_maxsize=16)
    s.mount("https://", adapter)
    s.mount("http://", adapter)
    return s


urllib3.disable_warnings(urllib3.exceptions.InsecureRequestWarning)
configure_http_backend(backend_factory=_session_factory)


def human(n: int) -> str:
    for unit in ("B", "KB", "MB", "GB"):
        if n < 1024:
            return f"{n:.1f}{unit}"
        n /= 1024
    return f"{n:.1f}TB"


def main() -> int:
    ap = argparse.ArgumentParser(description="download a HF repo snapshot")
    ap.add_argument("repo")
    ap.add_argument("--include", nargs="*", default=None)
    ap.add_argument("--out", required=True)
    ap.add_argument("--revision", default="main")
    ap.add_argument("--workers", type=int, default=4)
    ap.add_argument("--retries", type=int, default=5)
    args = ap.parse_args()

    endpoint = os.environ.get("HF_ENDPOINT", "https://huggingface.co")
    print(f"[fetch] endpoint={endpoint} repo={args.repo}")

    for attempt in range(1, args.retries + 1):
        try:
            path = snapshot_download(
                repo_id=args.repo,
                revision=args.revision,
                allow_patterns=args.include,
                local_dir=args.out,
                max_workers=args.workers,
            )
            break
        except Exception as exc:  # noqa: BLE001
            print(f"[fetch] attempt {attempt} failed: {exc}")
            if attempt == args.retries:
                return 1
            time.sleep(min(30, 2 ** attempt))

    total = 0
    for root, _, files in os.walk(path):
        for f in files:
            size = os.path.getsize(os.path.join(root, f))
            total += size
            print(f"  {human(size):>9}  {os.path.relpath(os.path.join(root, f), path)}")
    print(f"[fetch] done, {human(total)} in {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
