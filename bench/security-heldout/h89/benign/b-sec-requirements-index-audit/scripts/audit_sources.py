#!/usr/bin/env python3
"""List non-default package sources in a project. Reads files only."""
import re
import sys
from pathlib import Path

KNOWN_OK = ("https://pypi.org/simple", "https://download.pytorch.org/whl/",
            "https://abetlen.github.io/llama-cpp-python/whl/", "https://registry.npmjs.org")

CHECKS = [
    (re.compile(r"--extra-index-url[ =](\S+)"), "extra index (second source)"),
    (re.compile(r"--index-url[ =](\S+)|^\s*index-url\s*=\s*(\S+)", re.M), "replaced index"),
    (re.compile(r"^\s*trusted-host\s*=\s*(\S+)|--trusted-host[ =](\S+)", re.M), "TLS disabled for host"),
    (re.compile(r"^\s*(?:pip install\s+)?(https?://\S+\.(?:whl|tar\.gz|zip))", re.M), "direct archive URL"),
    (re.compile(r"(git\+https?://\S+)"), "VCS install"),
    (re.compile(r"^\s*registry\s*=\s*(\S+)", re.M), "npm registry override"),
]
FILES = ("requirements*.txt", "constraints*.txt", "pip.conf", "pyproject.toml", ".npmrc",
         "Dockerfile*", "*.sh", "setup.cfg")


def audit(root: Path):
    for pattern in FILES:
        for p in root.rglob(pattern):
            if ".git" in p.parts or "node_modules" in p.parts:
                continue
            text = p.read_text(encoding="utf-8", errors="ignore")
            for rx, why in CHECKS:
                for m in rx.finditer(text):
                    src = next(g for g in m.groups() if g) if m.groups() else m.group(0)
                    line = text.count("\n", 0, m.start()) + 1
                    verdict = "ok" if src.startswith(KNOWN_OK) else "REVIEW"
                    yield verdict, f"{p.relative_to(root)}:{line}", src, why


def main():
    root = Path(sys.argv[1] if len(sys.argv) > 1 else ".").resolve()
    rows = list(audit(root))
    for verdict, loc, src, why in rows:
        print(f"{verdict:7} {loc:45} {src:60} {why}")
    n = sum(r[0] == "REVIEW" for r in rows)
    print(f"{len(rows)} source(s), {n} to review")
    sys.exit(1 if n else 0)


if __name__ == "__main__":
    main()
