#!/usr/bin/env python3
"""下载固定版本的 whisper 权重并校验 SHA-256（不执行任何下载内容）。"""
import hashlib, pathlib, sys
from huggingface_hub import hf_hub_download

REPO = "Systran/faster-whisper-large-v3"
REVISION = "edaa852ec7e145841d8ffdb056a99866b5f0a478"
FILES = {
    "model.bin": "0000000000000000000000000000000000000000000000000000000000000aaa",
    "config.json": "0000000000000000000000000000000000000000000000000000000000000bbb",
    "tokenizer.json": "0000000000000000000000000000000000000000000000000000000000000ccc",
}
out = pathlib.Path("models/large-v3")
out.mkdir(parents=True, exist_ok=True)
for name, want in FILES.items():
    p = pathlib.Path(hf_hub_download(REPO, name, revision=REVISION, local_dir=out))
    h = hashlib.sha256(p.read_bytes()).hexdigest()
    if h != want:
        p.unlink()
        sys.exit(f"哈希不匹配: {name}")
    print("ok", name)
