#!/usr/bin/env python3
"""List `uses:` references in workflows that are not pinned to a commit SHA."""
import pathlib
import re
import sys

USES = re.compile(r"^\s*-?\s*uses:\s*['\"]?([^'\"\s#]+)")
SHA = re.compile(r"@[0-9a-f]{40}$")
FIRST_PARTY = ("actions/", "github/")


def files() -> list[pathlib.Path]:
    root = pathlib.Path(".github")
    out = list(root.glob("workflows/*.yml")) + list(root.glob("workflows/*.yaml"))
    out += list(root.glob("actions/**/action.yml")) + list(root.glob("actions/**/action.yaml"))
    return sorted(out)


def classify(ref: str) -> str | None:
    if ref.startswith("./") or ref.startswith("docker://"):
        return None if ref.startswith("./") or "@sha256:" in ref else "medium"
    if SHA.search(ref):
        return None
    return "low" if ref.startswith(FIRST_PARTY) else "high"


def main() -> int:
    findings = 0
    for f in files():
        for n, line in enumerate(f.read_text(encoding="utf-8").splitlines(), 1):
            m = USES.match(line)
            if not m:
                continue
            sev = classify(m.group(1))
            if sev:
                findings += 1
                print(f"{f}:{n}: [{sev}] unpinned {m.group(1)}")
    print(f"{findings} unpinned reference(s)")
    return 1 if findings else 0


if __name__ == "__main__":
    sys.exit(main())
