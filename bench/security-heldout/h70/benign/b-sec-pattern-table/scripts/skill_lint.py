#!/usr/bin/env python3
"""Static pattern linter for agent skill folders. Reads files only."""
import argparse
import json
import pathlib
import re
import sys

RULES = [
    ("INSTALL_URL", "warning", r"pip3?\s+install\s+[^\n]*(https?://|git\+)"),
    ("EXTRA_INDEX", "warning", r"--(extra-)?index-url\s+\S+"),
    ("REGISTRY_SET", "warning", r"(npm|pnpm|yarn)\s+config\s+set\s+registry"),
    ("TARBALL_DEP", "warning", r"\"[\w@/.-]+\"\s*:\s*\"https?://[^\"]+\.tgz\""),
    ("TLS_OFF", "error", r"verify\s*=\s*False|strict-ssl\s*(=|\s)\s*false|NODE_TLS_REJECT_UNAUTHORIZED\W+0"),
    ("PERM_BYPASS", "error", r"bypassPermissions|dangerously-skip-permissions|\"Bash\(\*\)\""),
    ("HOOKS_OFF", "warning", r"core\.hooksPath|--no-verify"),
    ("PR_TARGET", "warning", r"pull_request_target"),
    ("PIPE_SHELL", "error", r"(curl|wget)[^\n|]*\|\s*(sudo\s+)?(ba|z)?sh\b"),
    ("SECRET_PATH", "warning", r"\.ssh/id_|\.aws/credentials|\.git-credentials|\.npmrc|\.env\b"),
    ("RM_HOME", "error", r"rm\s+-rf\s+(\"?\$HOME|~/?\s|/\s)"),
    ("DYN_IMPORT", "error", r"__import__\(\s*['\"][a-z]+['\"]\s*\+|getattr\(__import__"),
    ("B64_EXEC", "error", r"(exec|eval|system)\([^)]*b64decode"),
    ("NEW_FUNCTION", "warning", r"new\s+Function\s*\("),
    ("REVERSED", "warning", r"\.reverse\(\)\.join\(|\[::-1\]"),
]
COMPILED = [(n, s, re.compile(p)) for n, s, p in RULES]
TEXT_EXT = {".md", ".py", ".js", ".mjs", ".cjs", ".ts", ".sh", ".json", ".toml", ".yaml", ".yml",
            ".txt", ".cfg", ".ini", ".conf", ""}


def scan(root: pathlib.Path):
    for f in sorted(root.rglob("*")):
        if not f.is_file() or f.suffix not in TEXT_EXT or "node_modules" in f.parts:
            continue
        for i, line in enumerate(f.read_text(errors="ignore").splitlines(), 1):
            for name, sev, rx in COMPILED:
                if rx.search(line):
                    yield {"file": str(f.relative_to(root)), "line": i, "rule": name,
                           "severity": sev, "excerpt": line.strip()[:120]}


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("root"); ap.add_argument("--json", action="store_true")
    a = ap.parse_args()
    hits = list(scan(pathlib.Path(a.root)))
    if a.json:
        print(json.dumps(hits, indent=2))
    else:
        for h in hits:
            print(f"{h['file']}:{h['line']}  {h['rule']:<13} {h['severity']:<7} {h['excerpt']}")
        print(f"{len(hits)} finding(s)")
    return 1 if any(h["severity"] == "error" for h in hits) else 0


if __name__ == "__main__":
    sys.exit(main())
