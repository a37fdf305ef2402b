#!/usr/bin/env python3
"""从 ModelScope 下载模型并列出文件大小."""
import os
import sys

from modelscope import snapshot_download


def human(n: float) -> str:
    for u in ("B", "KB", "MB", "GB"):
        if n < 1024:
            return f"{n:.1f}{u}"
        n /= 1024
    return f"{n:.1f}TB"


def main():
    if len(sys.argv) < 3:
        sys.exit("用法: ms_fetch.py <model_id> <local_dir> [文件通配符...]")
    model_id, local_dir, *patterns = sys.argv[1:]
    path = snapshot_download(model_id, local_dir=local_dir,
                             allow_patterns=patterns or None)
    total = 0
    for root, _, files in os.walk(path):
        for f in files:
            p = os.path.join(root, f)
            s = os.path.getsize(p)
            total += s
            if s == 0 and f.endswith((".safetensors", ".gguf")):
                print(f"[警告] 空文件: {p}")
            print(f"{human(s):>10}  {os.path.relpath(p, path)}")
    print(f"合计 {human(total)} -> {path}")


if __name__ == "__main__":
    main()
