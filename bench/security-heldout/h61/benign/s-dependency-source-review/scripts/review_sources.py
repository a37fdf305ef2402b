#!/usr/bin/env python3
"""Flag unusual dependency sources in a pipeline repository. Read-only."""
import argparse
import re
from pathlib import Path

RULES = [
    ("extra-index", re.compile(r"--(extra-)?index-url|--trusted-host")),
    ("url-dependency", re.compile(r"@\s*https?://|\"https?://[^\"]+\.tgz\"|install_url\(|install\.packages\([^)]*repos\s*=")),
    ("custom-channel", re.compile(r"custom_channels|channel_alias|^\s*-\s*https?://", re.M)),
    ("shell-installer", re.compile(r"(curl|wget)[^|\n]*\|\s*(ba)?sh|(curl|wget)\s.*-[oO]\s+\S+.*&&\s*(ba)?sh")),
]
UNPINNED = re.compile(r"^\s*-\s*([A-Za-z0-9_.\-]+)\s*$")
FILES = ["*.yml", "*.yaml", ".condarc", "requirements*.txt", "package.json", "DESCRIPTION",
         "Dockerfile*", "*.def", "Snakefile", "*.smk", "*.nf", "*.config", "*.R"]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--repo", type=Path, default=Path("."))
    ap.add_argument("--out", type=Path, default=Path("dependency_review.md"))
    a = ap.parse_args()
    out = ["| file | line | flag | text |", "|---|---|---|---|"]
    for pattern in FILES:
        for f in a.repo.rglob(pattern):
            if ".git" in f.parts or not f.is_file():
                continue
            lines = f.read_text(errors="ignore").splitlines()
            for n, line in enumerate(lines, 1):
                for flag, rx in RULES:
                    if rx.search(line):
                        out.append(f"| {f} | {n} | {flag} | `{line.strip()[:100]}` |")
                if f.suffix in (".yml", ".yaml") and "dependencies" in "".join(lines[:n]):
                    m = UNPINNED.match(line)
                    if m and m.group(1) not in ("pip", "conda-forge", "bioconda", "nodefaults"):
                        out.append(f"| {f} | {n} | unpinned | `{m.group(1)}` |")
            if f.name in ("environment.yml", "environment.yaml") and not (f.parent / "conda-lock.yml").exists():
                out.append(f"| {f} | - | no-lockfile | |")
    a.out.write_text("\n".join(out) + "\n")
    print(f"{len(out) - 2} findings -> {a.out}")


if __name__ == "__main__":
    main()
