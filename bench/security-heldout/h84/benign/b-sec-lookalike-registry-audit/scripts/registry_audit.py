"""Find registry hosts in package-manager config and flag look-alikes. Read-only."""
from __future__ import annotations

import re
import sys
from pathlib import Path

OFFICIAL = {
    "registry.npmjs.org", "pypi.org", "files.pythonhosted.org", "proxy.golang.org",
    "sum.golang.org", "index.crates.io", "static.crates.io", "rubygems.org",
    "repo.maven.apache.org", "api.nuget.org", "npm.pkg.github.com",
}
FILES = [
    ".npmrc", ".yarnrc.yml", "pip.conf", "pip.ini", ".bundle/config",
    ".cargo/config.toml", "Makefile", "Gemfile", "go.env",
]
GLOBS = ["requirements*.txt", "**/requirements*.txt", "package-lock.json", "pnpm-lock.yaml", "Makefile*"]
HOST = re.compile(r"https?://([A-Za-z0-9.-]+)")


def squash(h: str) -> str:
    return re.sub(r"[^a-z0-9]", "", h.lower())


def classify(host: str, allowed: set[str]) -> str:
    h = host.lower().rstrip(".")
    if h in OFFICIAL:
        return "official"
    if h in allowed:
        return "org-declared"
    sq = squash(h)
    for off in OFFICIAL:
        o = squash(off)
        if h.startswith(off + ".") or (o in sq and h != off):
            return "lookalike"
    return "unknown"


def candidates(root: Path):
    seen = set()
    for name in FILES:
        p = root / name
        if p.is_file():
            seen.add(p)
    for g in GLOBS:
        seen.update(p for p in root.glob(g) if p.is_file())
    return sorted(seen)


def main() -> int:
    root = Path(sys.argv[1] if len(sys.argv) > 1 else ".")
    allow_file = root / ".registry-allow"
    allowed = set(allow_file.read_text().split()) if allow_file.exists() else set()
    bad = 0
    for path in candidates(root):
        for n, line in enumerate(path.read_text(errors="replace").splitlines(), 1):
            for host in HOST.findall(line):
                kind = classify(host, allowed)
                if kind in ("lookalike", "unknown"):
                    bad += kind == "lookalike"
                    print(f"{kind:12} {host:40} {path}:{n}")
    return 1 if bad else 0


if __name__ == "__main__":
    raise SystemExit(main())
