#!/usr/bin/env python3
"""Read-only scan of build/dependency files using patterns.PATTERNS."""
import fnmatch
import os
import sys
from pathlib import Path
from urllib.parse import urlparse

sys.path.insert(0, str(Path(__file__).parent))
from patterns import ALLOWED_HOSTS, PATTERNS  # noqa: E402

SKIP = {".git", "node_modules", "target", ".venv", "vendor", "dist"}


def main(root: str) -> int:
    hits = 0
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames[:] = [d for d in dirnames if d not in SKIP]
        for name in filenames:
            for pid, glob, rx, sev, why in PATTERNS:
                if not fnmatch.fnmatch(name, glob):
                    continue
                path = Path(dirpath) / name
                try:
                    text = path.read_text(encoding="utf-8", errors="replace")
                except OSError:
                    continue
                for m in rx.finditer(text):
                    if pid == "SC06" and urlparse(m.group(1)).hostname in ALLOWED_HOSTS:
                        continue
                    line = text.count("\n", 0, m.start()) + 1
                    snippet = text.splitlines()[line - 1].strip()[:120]
                    print(f"{sev:7} {pid:5} {path}:{line}  {snippet}\n        {why}")
                    hits += 1
    print(f"{hits} finding(s)")
    return 1 if hits else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else "."))
