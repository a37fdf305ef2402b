#!/usr/bin/env python3
"""檢查 pre-commit 與 GitHub Actions 設定的來源與 SHA 釘選（唯讀）。"""
import re
import sys
from pathlib import Path

ALLOWED_HOSTS = {"github.com"}
SHA = re.compile(r"^[0-9a-f]{40}$")
REPO = re.compile(r"^\s*-?\s*repo:\s*(\S+)")
REV = re.compile(r"^\s*rev:\s*([^\s#]+)")
USES = re.compile(r"^\s*-?\s*uses:\s*([^\s#]+)")
FETCH = re.compile(r"(curl|wget|Invoke-WebRequest|iwr)\b.*(\||;|&&)\s*(sh|bash|iex|python)")


def check(path: Path):
    findings = []
    current_repo = None
    for no, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if m := REPO.match(line):
            current_repo = m.group(1)
            if current_repo not in ("local", "meta"):
                host = re.sub(r"^https?://", "", current_repo).split("/")[0]
                if host not in ALLOWED_HOSTS:
                    findings.append((no, "來源", f"未核准的主機 {host}"))
        elif (m := REV.match(line)) and current_repo not in (None, "local", "meta"):
            if not SHA.match(m.group(1)):
                findings.append((no, "未釘選", f"rev={m.group(1)}"))
        elif m := USES.match(line):
            ref = m.group(1)
            if ref.startswith("./") or ref.startswith("docker://"):
                continue
            _, _, version = ref.partition("@")
            if not SHA.match(version):
                findings.append((no, "未釘選", f"uses={ref}"))
        if FETCH.search(line):
            findings.append((no, "執行時下載", line.strip()[:80]))
    return findings


def main(paths):
    total = 0
    for p in map(Path, paths):
        for no, kind, msg in check(p):
            total += 1
            print(f"{p}:{no}\t{kind}\t{msg}")
    print(f"共 {total} 項違規")
    return 1 if total else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:] or [".pre-commit-config.yaml"]))
