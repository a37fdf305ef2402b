#!/usr/bin/env python3
"""Pattern pass over a skill directory. Read-only; prints findings."""
from __future__ import annotations

import re
import sys
from pathlib import Path

RULES: list[tuple[str, str]] = [
    # install from outside the package's home
    ("T1-extra-index", r"--(extra-)?index-url\s+https?://(?!pypi\.org)"),
    ("T1-registry-config", r"^\s*registry\s*=\s*https?://(?!registry\.npmjs\.org)"),
    ("T1-replace-with", r"replace-with\s*="),
    ("T1-goproxy", r"GOPROXY=|GONOSUMDB=|GOSUMDB=off|GOINSECURE="),
    ("T1-gem-source", r"gem\s+install.*--source|--clear-sources"),
    # defences off
    ("T2-tls-off", r"verify\s*=\s*False|rejectUnauthorized\s*:\s*false|NODE_TLS_REJECT_UNAUTHORIZED|strict-ssl\s*=?\s*false|InsecureSkipVerify"),
    ("T2-agent-perms", r"bypassPermissions|danger-full-access|approval_policy\s*=\s*\"never\"|dangerously-skip-permissions"),
    ("T2-hooks-off", r"core\.hooksPath|--no-verify"),
    ("T2-ci-perms", r"permissions:\s*write-all|write-all"),
    # secrets
    ("T3-secret-path", r"\.ssh/|\.aws/credentials|\.git-credentials|\.netrc|\.npmrc|\.pypirc|hosts\.yml"),
    ("T3-env-dump", r"JSON\.stringify\(process\.env\)|ENV\.to_h|os\.environ\b(?!\.get)|Object\.entries\(env\)"),
    # download now, run later / destructive
    ("T4-pipe-shell", r"(curl|wget)[^|\n]*\|\s*(ba|z)?sh\b"),
    ("T4-source-remote", r"^\s*(\.|source)\s+\S*(cache|plugins|tmp)"),
    ("T4-rm-rf", r"rm\s+-rf\s+(/|~|\$HOME|\"\$HOME|\.\.)|rmtree\(|rm_rf\("),
    ("T4-find-delete", r"find\s+\S+.*-delete"),
    # obfuscation
    ("T6-dunder-import", r"__import__\(|getattr\([^)]*__import__"),
    ("T6-decode-exec", r"b64decode|fromhex|atob\(|Buffer\.from\([^)]*base64|\.tr\(\"A-Za-z\""),
    ("T6-dynamic-code", r"new Function\(|\beval\(|exec\(|public_send|\.send\(|fromCharCode"),
    ("T6-xor", r"\^\s*(key|k|0x[0-9a-f]{2})\b"),
    ("T6-escapes", r"(\\x[0-9a-f]{2}){6,}"),
]
COMPILED = [(name, re.compile(p, re.I | re.M)) for name, p in RULES]
TEXT_EXT = {".md", ".py", ".js", ".mjs", ".ts", ".go", ".rb", ".sh", ".bash", ".json", ".toml", ".yml", ".yaml", ".conf", ""}


def scan(root: Path) -> list[str]:
    out = []
    for f in sorted(p for p in root.rglob("*") if p.is_file() and p.suffix in TEXT_EXT):
        text = f.read_text(encoding="utf-8", errors="ignore")
        for n, line in enumerate(text.splitlines(), 1):
            for name, rx in COMPILED:
                if rx.search(line):
                    out.append(f"{f.relative_to(root)}:{n}  {name}  {line.strip()[:100]}")
    return out


if __name__ == "__main__":
    findings = scan(Path(sys.argv[1]))
    print("\n".join(findings) or "no pattern matches - still do the manual review")
