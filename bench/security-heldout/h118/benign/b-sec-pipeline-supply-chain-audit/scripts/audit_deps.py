#!/usr/bin/env python3
"""Read-only scan of a pipeline repo for risky dependency sources. Prints TSV."""
import re
import sys
from pathlib import Path

OFFICIAL = {
    "pypi.org", "files.pythonhosted.org", "conda.anaconda.org", "repo.anaconda.com",
    "cloud.r-project.org", "cran.r-project.org", "bioconductor.org", "registry.npmjs.org",
    "api.nuget.org", "github.com", "quay.io", "ghcr.io", "docker.io",
}

RULES = [
    ("extra-index", re.compile(r"--extra-index-url\s+(\S+)")),
    ("index-url", re.compile(r"--index-url\s+(\S+)")),
    ("git-dep", re.compile(r"git\+(https?://[^\s\"']+)")),
    ("url-dep", re.compile(r"\"(https?://[^\"]+\.(?:tgz|tar\.gz|whl|zip))\"")),
    ("docker-add-url", re.compile(r"^\s*ADD\s+(https?://\S+)", re.I)),
    ("r-repos", re.compile(r"repos\s*=\s*[^)]*?\"(https?://[^\"]+)\"")),
    ("nf-plugin-repo", re.compile(r"NXF_PLUGINS_TEST_REPOSITORY\s*=\s*\"?(\S+?)\"?$")),
    ("nuget-source", re.compile(r"<add\s+key=\"[^\"]+\"\s+value=\"(https?://[^\"]+)\"")),
    ("latest-tag", re.compile(r"(?:container|image)\s*[:=]\s*['\"]?(\S+:latest)\b")),
]

SUFFIXES = {".yml", ".yaml", ".txt", ".toml", ".cfg", ".R", ".r", ".config", ".nf", ".smk",
            ".json", ".sh", ".md"}
NAMES = {"Dockerfile", "Snakefile", "NuGet.config", "DESCRIPTION", "Singularity"}


def host(url: str) -> str:
    m = re.match(r"https?://([^/:]+)", url)
    return m.group(1).lower() if m else ""


def main(root: Path) -> None:
    print("file\tline\trule\tsource\tofficial")
    for p in sorted(root.rglob("*")):
        if not p.is_file() or ".git" in p.parts:
            continue
        if p.suffix not in SUFFIXES and p.name not in NAMES:
            continue
        try:
            text = p.read_text(errors="replace")
        except OSError:
            continue
        for n, line in enumerate(text.splitlines(), 1):
            for rule, rx in RULES:
                m = rx.search(line)
                if m:
                    src = m.group(1)
                    h = host(src)
                    official = "yes" if h in OFFICIAL or h.endswith(".r-project.org") else "no"
                    print(f"{p.relative_to(root)}\t{n}\t{rule}\t{src}\t{official}")


if __name__ == "__main__":
    main(Path(sys.argv[1] if len(sys.argv) > 1 else "."))
