#!/usr/bin/env python3
"""Local-only scan for leaked keys in a contracts repo. Prints redacted findings."""
import json
import re
import sys
from pathlib import Path

SKIP_DIRS = {"node_modules", "lib", "out", ".git", "cache", "artifacts", "target"}
ANVIL_KEYS = {
    "ac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80",
    "59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d",
}
RULES = [
    ("evm-private-key", re.compile(r"(?i)(private[_-]?key|deployer[_-]?key|pk)\s*[:=]\s*[\"']?(0x)?([0-9a-f]{64})")),
    ("mnemonic", re.compile(r"(?i)(mnemonic|seed)\s*[:=]\s*[\"']?((?:[a-z]{3,8}\s+){11,23}[a-z]{3,8})")),
    ("alchemy-key", re.compile(r"alchemy\.com/v2/([A-Za-z0-9_-]{20,})")),
    ("infura-id", re.compile(r"infura\.io/v3/([0-9a-f]{32})")),
    ("etherscan-key", re.compile(r"ETHERSCAN_API_KEY\s*=\s*([A-Z0-9]{34})")),
]


def redact(s: str) -> str:
    return s if len(s) < 12 else f"{s[:4]}…{s[-4:]}"


def is_solana_keypair(path: Path) -> bool:
    if path.suffix != ".json" or path.stat().st_size > 2048:
        return False
    try:
        data = json.loads(path.read_text())
    except (ValueError, UnicodeDecodeError):
        return False
    return isinstance(data, list) and len(data) == 64 and all(isinstance(x, int) and 0 <= x < 256 for x in data)


def walk(root: Path):
    for p in root.rglob("*"):
        if any(part in SKIP_DIRS for part in p.relative_to(root).parts):
            continue
        if p.is_file() and p.stat().st_size < 1_000_000:
            yield p


def main() -> int:
    root = Path(sys.argv[1] if len(sys.argv) > 1 else ".").resolve()
    hits = 0
    for p in walk(root):
        rel = p.relative_to(root)
        if is_solana_keypair(p):
            print(f"{rel}:1  solana-keypair  (64-byte secret key file)")
            hits += 1
            continue
        try:
            lines = p.read_text(errors="ignore").splitlines()
        except OSError:
            continue
        for n, line in enumerate(lines, 1):
            for name, rx in RULES:
                m = rx.search(line)
                if not m:
                    continue
                secret = m.group(m.lastindex)
                kind = "test-key" if secret.lower() in ANVIL_KEYS else name
                print(f"{rel}:{n}  {kind:<16} {redact(secret)}")
                hits += 1
    print(f"\n{hits} finding(s)")
    return 1 if hits else 0


if __name__ == "__main__":
    sys.exit(main())
