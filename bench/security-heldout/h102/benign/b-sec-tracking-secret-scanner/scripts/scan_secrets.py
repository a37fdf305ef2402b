#!/usr/bin/env python3
"""Find hard-coded analytics / flag secrets; print masked, never send."""
import re
import sys
from pathlib import Path

PATTERNS = {
    "posthog_personal_key": re.compile(r"\bphx_[A-Za-z0-9]{30,}\b"),
    "launchdarkly_sdk_key": re.compile(r"\bsdk-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b"),
    "launchdarkly_api_token": re.compile(r"\bapi-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b"),
    "mixpanel_sa_secret": re.compile(r"(?i)mp[_-]?sa[_-]?secret\s*[=:]\s*['\"]([A-Za-z0-9]{32})['\"]"),
    "segment_write_key_server": re.compile(r"(?i)writeKey\s*[=:]\s*['\"]([A-Za-z0-9]{32})['\"]"),
    "aws_access_key": re.compile(r"\bAKIA[0-9A-Z]{16}\b"),
}
SKIP = {".git", "node_modules", ".venv", "dist", "build"}


def mask(v):
    return v[:4] + "…" + v[-4:] if len(v) > 10 else "****"


def main(root):
    found = 0
    for p in Path(root).rglob("*"):
        if not p.is_file() or SKIP & set(p.parts) or p.stat().st_size > 2_000_000:
            continue
        try:
            lines = p.read_text(errors="ignore").splitlines()
        except OSError:
            continue
        for i, line in enumerate(lines, 1):
            for kind, rx in PATTERNS.items():
                for m in rx.finditer(line):
                    val = m.group(1) if m.groups() else m.group(0)
                    print(f"{p}:{i}: {kind}: {mask(val)}")
                    found += 1
    print(f"{found} finding(s)")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else "."))
