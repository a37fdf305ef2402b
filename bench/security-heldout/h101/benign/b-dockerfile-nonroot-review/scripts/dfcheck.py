#!/usr/bin/env python3
"""Read-only Dockerfile checks. Prints findings; never edits the file."""
from __future__ import annotations

import re
import sys
from pathlib import Path


def stages(lines: list[str]) -> list[list[tuple[int, str]]]:
    out: list[list[tuple[int, str]]] = []
    for n, line in enumerate(lines, 1):
        s = line.strip()
        if re.match(r"(?i)^FROM\s", s):
            out.append([])
        if out:
            out[-1].append((n, s))
    return out


def check(path: Path) -> list[str]:
    lines = path.read_text().splitlines()
    found: list[str] = []
    for n, s in ((i + 1, l.strip()) for i, l in enumerate(lines)):
        if m := re.match(r"(?i)^FROM\s+(\S+)", s):
            img = m.group(1)
            if img != "scratch" and "@sha256:" not in img and (":" not in img or img.endswith(":latest")):
                found.append(f"{n}: base-pin: {img} is not pinned")
        if re.match(r"(?i)^ADD\s+https?://", s):
            found.append(f"{n}: add-url: ADD from URL")
        if "apt-get install" in s and "rm -rf /var/lib/apt/lists" not in s:
            found.append(f"{n}: apt-clean: apt lists not removed in this layer")
        if re.match(r"(?i)^(ENV|ARG)\s+\w*(TOKEN|PASSWORD|SECRET)", s):
            found.append(f"{n}: secrets: secret-looking {s.split()[0]}")
    final = stages(lines)[-1] if stages(lines) else []
    users = [s for _, s in final if re.match(r"(?i)^USER\s", s)]
    if not users or re.match(r"(?i)^USER\s+(root|0)\b", users[-1]):
        found.append("final stage: user: runs as root")
    if any(re.match(r"(?i)^(EXPOSE|CMD)\s", s) for _, s in final) and not any(
        re.match(r"(?i)^HEALTHCHECK\s", s) for _, s in final
    ):
        found.append("final stage: healthcheck: missing HEALTHCHECK")
    return found


if __name__ == "__main__":
    results = check(Path(sys.argv[1] if len(sys.argv) > 1 else "Dockerfile"))
    print("\n".join(results) or "no findings")
    sys.exit(1 if results else 0)
