#!/usr/bin/env python3
"""Correlate downloads with later execution across files. Read-only."""
import re
import sys
from pathlib import Path

TEXT_EXT = {".sh", ".bash", ".ps1", ".psm1", ".gradle", ".kts", ".py", ".js", ".json", ".yml", ".yaml", ".rb", ""}
SKIP_DIRS = {".git", "node_modules", "build", "Pods", ".dart_tool", "target"}

DOWNLOADS = [
    re.compile(r"curl\b[^\n]*?(?:-o|--output)\s+\"?([^\s\"]+)\"?[^\n]*?(https?://\S+)"),
    re.compile(r"curl\b[^\n]*?(https?://\S+)[^\n]*?(?:-o|--output)\s+\"?([^\s\"]+)\"?"),
    re.compile(r"wget\b[^\n]*?-O\s+\"?([^\s\"]+)\"?[^\n]*?(https?://\S+)"),
    re.compile(r"Invoke-WebRequest\b[^\n]*?-Uri\s+(\S+)[^\n]*?-OutFile\s+(\S+)", re.I),
]
VERIFY = re.compile(r"sha256sum|shasum|Get-FileHash|Get-AuthenticodeSignature|codesign --verify|gpg --verify|minisign", re.I)


def files(root: Path):
    for p in root.rglob("*"):
        if p.is_file() and not (set(p.parts) & SKIP_DIRS) and (p.suffix in TEXT_EXT or p.name == "Makefile"):
            yield p


def main():
    root = Path(sys.argv[1] if len(sys.argv) > 1 else ".")
    texts = {}
    for p in files(root):
        try:
            texts[p] = p.read_text(errors="ignore").splitlines()
        except OSError:
            continue

    downloads = []
    for p, lines in texts.items():
        for i, line in enumerate(lines, 1):
            for rx in DOWNLOADS:
                m = rx.search(line)
                if not m:
                    continue
                a, b = m.group(1), m.group(2)
                url, dest = (a, b) if a.startswith("http") else (b, a)
                window = "\n".join(lines[max(0, i - 5): i + 5])
                downloads.append((p, i, url, dest, bool(VERIFY.search(window))))

    for p, i, url, dest, verified in downloads:
        base = Path(dest.replace("$", "").strip("\"'")).name
        if not base:
            continue
        print(f"DOWNLOAD {p}:{i}  {dest}  <- {url}")
        for q, lines in texts.items():
            for j, line in enumerate(lines, 1):
                if base in line and (q, j) != (p, i) and not any(rx.search(line) for rx in DOWNLOADS):
                    if re.search(r"(\./|&\s|Start-Process|exec|\$\(\w+\)|chmod \+x)", line):
                        print(f"EXECUTE  {q}:{j}  {line.strip()[:100]}")
        print(f"VERIFIED {'yes' if verified else 'no'}\n")


if __name__ == "__main__":
    main()
