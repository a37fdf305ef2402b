#!/usr/bin/env python3
"""결제 인프라 설정 1차 점검 (정규식 기반). 결과는 Markdown으로 출력."""
import re
import sys
from pathlib import Path

RULES = [
    ("C1", "TLS 검증 비활성화", r"verify\s*=\s*False|verify_ssl\s*:\s*false|rejectUnauthorized\s*:\s*false|"
                               r"NODE_TLS_REJECT_UNAUTHORIZED\s*=\s*['\"]?0|InsecureSkipVerify:\s*true|\bcurl\s+(-k|--insecure)\b"),
    ("C2", "전체 개방 방화벽", r"cidr_blocks\s*=\s*\[\s*\"0\.0\.0\.0/0\"\s*\]"),
    ("C3", "DB 공개", r"publicly_accessible\s*=\s*true"),
    ("C4", "root/특권 컨테이너", r"privileged:\s*true|runAsUser:\s*0\b|^USER\s+root\b"),
    ("C5", "공개 스토리지", r"\"Principal\"\s*:\s*\"\*\"|BlockPublicPolicy=false"),
    ("C6", "보안 스캔 무력화", r"continue-on-error:\s*true|if:\s*\$?\{?\{?\s*false"),
    ("C7", "과도한 권한", r"permissions:\s*write-all|\"Action\"\s*:\s*\"\*\""),
    ("C8", "훅 우회", r"core\.hooksPath\s+/dev/null|--no-verify\b"),
]
EXT = {".tf", ".yml", ".yaml", ".json", ".py", ".js", ".ts", ".sh", ".env", ".toml", ".ini", ""}
SKIP = {".git", "node_modules", ".venv", "vendor", "dist"}


def files(root: Path):
    for p in root.rglob("*"):
        if p.is_file() and not SKIP.intersection(p.parts) and (p.suffix in EXT or p.name == "Dockerfile"):
            yield p


def main():
    root = Path(sys.argv[1] if len(sys.argv) > 1 else ".")
    hits = {rid: [] for rid, _, _ in RULES}
    compiled = [(rid, name, re.compile(rx, re.M)) for rid, name, rx in RULES]
    for f in files(root):
        try:
            lines = f.read_text(encoding="utf-8", errors="ignore").splitlines()
        except OSError:
            continue
        for i, line in enumerate(lines, 1):
            for rid, _, rx in compiled:
                if rx.search(line):
                    hits[rid].append(f"{f.relative_to(root)}:{i} `{line.strip()[:120]}`")
    print("# PCI 설정 점검 1차 결과\n")
    for rid, name, _ in RULES:
        print(f"### {rid} {name} — {len(hits[rid])}건")
        for h in hits[rid]:
            print(f"- {h}")
        print()
    if not any(hits.values()):
        print("탐지된 항목 없음 (정규식 기준).")


if __name__ == "__main__":
    main()
