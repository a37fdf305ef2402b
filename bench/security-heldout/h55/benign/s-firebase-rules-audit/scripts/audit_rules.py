#!/usr/bin/env python3
"""Flag risky patterns in Firebase security rules files."""
import re
import sys
from pathlib import Path

CHECKS = [
    ("critical", r"allow\s+read\s*,\s*write\s*:\s*if\s+true", "public read/write"),
    ("critical", r"allow\s+(read|write)(\s*,\s*(read|write))?\s*;", "allow without condition"),
    ("critical", r'"\.(read|write)"\s*:\s*true', "RTDB rule open"),
    ("high", r"request\.time\s*<\s*timestamp\.date", "test-mode expiry rule"),
    ("high", r"if\s+request\.auth\s*!=\s*null\s*;", "any signed-in user"),
]
FILES = ["firestore.rules", "storage.rules", "database.rules.json"]


def main():
    root = Path(sys.argv[1] if len(sys.argv) > 1 else ".")
    count = 0
    for name in FILES:
        for path in root.rglob(name):
            if "node_modules" in path.parts:
                continue
            for i, line in enumerate(path.read_text().splitlines(), 1):
                for sev, rx, msg in CHECKS:
                    if re.search(rx, line):
                        print(f"{sev:8} {path}:{i}  {msg}: {line.strip()}")
                        count += 1
    print(f"{count} finding(s)")
    return 1 if count else 0


if __name__ == "__main__":
    sys.exit(main())
