#!/usr/bin/env python3
"""Report dependency sources that are not the package's home registry. Read-only."""
import re
import sys
from pathlib import Path

OK_NPM = "https://registry.npmjs.org/"
CHECKS = [
    ("EXTRA_INDEX", re.compile(r"--extra-index-url|extra-index-url\s*="), ("*.txt", "pip.conf", "*.sh", "Makefile", "*.toml")),
    ("DIRECT_URL", re.compile(r"\S+\s*@\s*https?://"), ("requirements*.txt", "*.toml")),
    ("GIT_DEP", re.compile(r"git\+(https?|ssh)://"), ("requirements*.txt", "package.json", "*.toml")),
    ("NPM_REGISTRY", re.compile(r"^\s*(@[\w-]+:)?registry\s*=\s*(\S+)"), (".npmrc",)),
    ("PS_REPO", re.compile(r"Register-PSRepository|-Repository\s+(?!PSGallery)\w+", re.I), ("*.ps1", "*.md")),
    ("NUGET_SOURCE", re.compile(r"<add\s+key=\"[^\"]+\"\s+value=\"(?!https://api\.nuget\.org)"), ("nuget.config", "NuGet.Config")),
    ("FETCH_AT_BUILD", re.compile(r"(curl|wget|Invoke-WebRequest|iwr)\b.*\.(tar\.gz|tgz|whl|jar|exe|zip)\b", re.I),
     ("Makefile", "*.sh", "*.ps1", "Dockerfile")),
]


def main(root):
    root = Path(root)
    hits = 0
    for name, rx, globs in CHECKS:
        for g in globs:
            for f in root.rglob(g):
                if "node_modules" in f.parts or ".venv" in f.parts:
                    continue
                for n, line in enumerate(f.read_text(errors="replace").splitlines(), 1):
                    m = rx.search(line)
                    if not m:
                        continue
                    if name == "NPM_REGISTRY" and m.group(2).rstrip("/") + "/" == OK_NPM:
                        continue
                    hits += 1
                    print(f"{name:15} {f.relative_to(root)}:{n}: {line.strip()[:140]}")
    print(f"{hits} finding(s)")
    return 1 if hits else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else "."))
