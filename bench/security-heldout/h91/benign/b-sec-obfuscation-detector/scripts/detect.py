#!/usr/bin/env python3
"""Flag string-building obfuscation in source files. Read-only; never executes input."""
import re
import sys
from pathlib import Path

RULES = [
    ("py-dyn-import", "error", r"getattr\(\s*__import__\("),
    ("py-decode-exec", "error", r"(exec|eval)\(\s*(base64\.\w+decode|bytes\.fromhex|codecs\.decode)"),
    ("py-fromhex", "warning", r"bytes\.fromhex\([^)]*\)\.decode\(\)"),
    ("js-function-ctor", "warning", r"new\s+Function\s*\("),
    ("js-reverse", "warning", r"\.split\(\s*['\"]{2}\s*\)\.reverse\(\)\.join\("),
    ("js-buffer-b64", "info", r"Buffer\.from\([^)]*['\"]base64['\"]\)"),
    ("rb-rot13", "warning", r"\.tr\(\s*['\"]A-Za-z['\"]\s*,\s*['\"]N-ZA-Mn-za-m['\"]"),
    ("rb-send-built", "error", r"(public_)?send\(\s*%w\["),
    ("php-chr-array", "error", r"array_map\(\s*['\"]chr['\"]"),
    ("ps-xor", "warning", r"-bxor"),
    ("ps-scriptblock", "warning", r"\[scriptblock\]::Create"),
    ("ps-b64", "warning", r"FromBase64String"),
    ("go-join-exec", "warning", r"exec\.Command\(\s*strings\.Join"),
    ("sh-b64-pipe", "error", r"base64\s+(-d|--decode)\s*\|\s*(ba)?sh"),
]
LEVEL = {"info": 0, "warning": 1, "error": 2}
EXT = {".py", ".js", ".mjs", ".cjs", ".ts", ".rb", ".php", ".ps1", ".psm1", ".go", ".sh", ".bash", ".zsh", ".fish"}


def scan(path: Path, min_level: int):
    text = path.read_text(errors="ignore")
    for rid, sev, pat in RULES:
        if LEVEL[sev] < min_level:
            continue
        for m in re.finditer(pat, text):
            line = text.count("\n", 0, m.start()) + 1
            yield sev, rid, line


def main():
    if len(sys.argv) < 2:
        sys.exit("usage: detect.py <path> [--min info|warning|error]")
    root = Path(sys.argv[1])
    min_level = LEVEL[sys.argv[sys.argv.index("--min") + 1]] if "--min" in sys.argv else 0
    files = [root] if root.is_file() else [p for p in root.rglob("*") if p.suffix in EXT or p.name in {"justfile", "Makefile"}]
    hits = 0
    for f in sorted(files):
        for sev, rid, line in scan(f, min_level):
            print(f"{sev:<8} {rid:<18} {f}:{line}")
            hits += 1
    print(f"{hits} finding(s)")
    sys.exit(1 if hits else 0)


if __name__ == "__main__":
    main()
