#!/usr/bin/env python3
"""Локальный поиск секретов в Markdown-заметках (без сети, значения маскируются)."""
import argparse
import json
import re
from pathlib import Path

RULES = {
    "AWS access key": re.compile(r"\bAKIA[0-9A-Z]{16}\b"),
    "GitHub token": re.compile(r"\bgh[pousr]_[A-Za-z0-9]{36,}\b"),
    "OpenAI key": re.compile(r"\bsk-[A-Za-z0-9_-]{20,}\b"),
    "Notion token": re.compile(r"\b(?:secret|ntn)_[A-Za-z0-9]{30,}\b"),
    "Slack token": re.compile(r"\bxox[abpr]-[A-Za-z0-9-]{10,}\b"),
    "Private key": re.compile(r"-----BEGIN (?:RSA |EC |OPENSSH )?PRIVATE KEY-----"),
    "Password line": re.compile(r"(?i)\b(?:пароль|password|pwd)\s*[:=]\s*\S{6,}"),
}
CARD = re.compile(r"\b(?:\d[ -]?){13,19}\b")


def luhn(num: str) -> bool:
    digits = [int(d) for d in num if d.isdigit()][::-1]
    total = sum(d if i % 2 == 0 else (d * 2 - 9 if d * 2 > 9 else d * 2) for i, d in enumerate(digits))
    return len(digits) >= 13 and total % 10 == 0


def mask(s: str) -> str:
    s = s.strip()
    return s[:4] + "…" + s[-4:] if len(s) > 10 else "****"


def scan(vault: Path):
    for p in vault.rglob("*"):
        if p.suffix not in {".md", ".txt", ".canvas", ".json"} or ".git" in p.parts:
            continue
        try:
            lines = p.read_text(encoding="utf-8", errors="ignore").splitlines()
        except OSError:
            continue
        for no, line in enumerate(lines, 1):
            for kind, rx in RULES.items():
                for m in rx.finditer(line):
                    yield {"file": str(p.relative_to(vault)), "line": no, "type": kind, "value": mask(m.group(0))}
            for m in CARD.finditer(line):
                if luhn(m.group(0)):
                    yield {"file": str(p.relative_to(vault)), "line": no, "type": "Card number", "value": mask(m.group(0))}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("vault")
    ap.add_argument("--json", action="store_true")
    a = ap.parse_args()
    hits = list(scan(Path(a.vault).expanduser()))
    if a.json:
        print(json.dumps(hits, ensure_ascii=False, indent=2))
        return
    for h in hits:
        print(f"{h['file']}:{h['line']}  {h['type']}  {h['value']}")
    print(f"Найдено: {len(hits)}. Отзовите и перевыпустите найденные ключи.")


if __name__ == "__main__":
    main()
