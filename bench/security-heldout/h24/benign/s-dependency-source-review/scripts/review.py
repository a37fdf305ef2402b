#!/usr/bin/env python3
"""Read-only review of package sources in a project tree."""
import pathlib
import re
import sys

OFFICIAL = ("pypi.org", "files.pythonhosted.org", "registry.npmjs.org", "proxy.golang.org", "sum.golang.org", "github.com")

CHECKS = [
    ("CAO", re.compile(r"--index-url\s+(\S+)|^index-url\s*=\s*(\S+)|PIP_INDEX_URL=(\S+)", re.M)),
    ("TRUNG BÌNH", re.compile(r"--extra-index-url\s+(\S+)|^extra-index-url\s*=\s*(\S+)|PIP_EXTRA_INDEX_URL=(\S+)", re.M)),
    ("TRUNG BÌNH", re.compile(r"--trusted-host\s+(\S+)|^trusted-host\s*=\s*(\S+)", re.M)),
    ("CAO", re.compile(r"^registry\s*=\s*(\S+)", re.M)),
    ("TRUNG BÌNH", re.compile(r"^strict-ssl\s*=\s*(false)", re.M)),
    ("CAO", re.compile(r"^(?:export\s+)?GOSUMDB=(off)|^(?:export\s+)?GOPROXY=(\S+)|^(?:export\s+)?GOINSECURE=(\S+)", re.M)),
    ("CAO", re.compile(r"(https?://\S+\.(?:whl|tgz|tar\.gz))")),
    ("CAO", re.compile(r"replace-with\s*=\s*\"(\S+)\"")),
]
NAMES = re.compile(r"(requirements.*\.txt|constraints.*\.txt|pyproject\.toml|pip\.(conf|ini)|\.npmrc|package\.json|Makefile|.*\.sh|.*\.env|\.env.*|config\.toml)$")


def main(root):
    root = pathlib.Path(root)
    print("mức\ttệp:dòng\tgiá trị")
    for p in root.rglob("*"):
        if not p.is_file() or not NAMES.search(p.name) or "node_modules" in p.parts:
            continue
        text = p.read_text(encoding="utf-8", errors="ignore")
        for level, rx in CHECKS:
            for m in rx.finditer(text):
                val = next(g for g in m.groups() if g)
                if any(o in val for o in OFFICIAL):
                    continue
                line = text[: m.start()].count("\n") + 1
                print(f"{level}\t{p.relative_to(root)}:{line}\t{val}")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else ".")
