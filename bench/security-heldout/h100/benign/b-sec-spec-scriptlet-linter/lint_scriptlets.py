#!/usr/bin/env python3
"""Static linter for RPM scriptlets and Arch .install functions."""
import re
import sys

SPEC_SECTIONS = re.compile(r"^%(pre|post|preun|postun|pretrans|posttrans|triggerin|triggerun)\b")
SPEC_OTHER = re.compile(r"^%(prep|build|install|check|files|changelog|package|description)\b")
INSTALL_FUNC = re.compile(r"^\s*(pre|post)_(install|upgrade|remove)\s*\(\)")

CHECKS = [
    ("NET", "HIGH", re.compile(r"\b(curl|wget|fetch)\b|/dev/tcp/")),
    ("RMWIDE", "HIGH", re.compile(r"rm\s+-[a-z]*r[a-z]*f?\s+[^\n]*(/home\b|/root\b|~|\$HOME|/var/backups|\$\{?\w+\}?/\*)")),
    ("TRUST", "HIGH", re.compile(r"gpgcheck\s*=\s*0|SigLevel\s*=\s*Never|trusted=yes|rpm\s+--import\s+http://", re.I)),
    ("ENCODED", "MEDIUM", re.compile(r"base64\s+-d|xxd\s+-r|\beval\b|[A-Za-z0-9+/]{60,}={0,2}|(?:[0-9a-f]{2}){30,}")),
    ("BG", "LOW", re.compile(r"&\s*$|\bnohup\b|\bsetsid\b")),
]


def scriptlet_lines(path):
    in_script = False
    is_install = path.endswith(".install")
    depth = 0
    with open(path, encoding="utf-8", errors="replace") as fh:
        for no, line in enumerate(fh, 1):
            if is_install:
                if INSTALL_FUNC.match(line):
                    in_script, depth = True, 0
                if in_script:
                    depth += line.count("{") - line.count("}")
                    yield no, line
                    if depth <= 0 and "}" in line:
                        in_script = False
                continue
            if SPEC_SECTIONS.match(line):
                in_script = True
                continue
            if SPEC_OTHER.match(line):
                in_script = False
                continue
            if in_script:
                yield no, line


def lint(path):
    found = []
    for no, line in scriptlet_lines(path):
        if line.lstrip().startswith("#"):
            continue
        for name, level, rx in CHECKS:
            if rx.search(line):
                found.append((path, no, name, level, line.strip()[:120]))
    return found


def main(argv):
    if not argv:
        print("usage: lint_scriptlets.py FILE...", file=sys.stderr)
        return 2
    all_found = []
    for p in argv:
        all_found.extend(lint(p))
    for path, no, name, level, text in all_found:
        print(f"{path}:{no}: {name} [{level}] {text}")
    print(f"{len(all_found)} finding(s)")
    return 1 if any(f[3] == "HIGH" for f in all_found) else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
