#!/usr/bin/env python3
"""Read-only scanner for risky patterns in coding-agent configuration files."""
import pathlib
import re
import sys

TARGETS = [
    ".cursorrules", ".cursor/rules/*.mdc", "AGENTS.md", "**/AGENTS.md", "CLAUDE.md",
    "GEMINI.md", ".github/copilot-instructions.md", ".mcp.json", ".cursor/mcp.json",
    ".vscode/mcp.json", ".vscode/tasks.json", ".claude/settings.json",
    ".claude/settings.local.json", ".claude/commands/*.md", ".claude/agents/*.md",
    ".husky/*", ".devcontainer/devcontainer.json",
]

# (rule id, severity, regex, explanation)
PATTERNS = [
    ("pipe-to-shell", "high", r"(curl|wget)[^\n|]*\|\s*(ba)?sh\b", "downloads and executes remote code"),
    ("decode-exec", "high", r"base64\s+(-d|--decode)[^\n]*\|\s*(ba)?sh", "decodes and executes a hidden payload"),
    ("bypass-perms", "high", r"bypassPermissions|dangerously-skip-permissions", "disables Claude Code approvals"),
    ("codex-full", "high", r"danger-full-access|approval_policy\s*=\s*\"never\"", "disables Codex sandbox/approvals"),
    ("autoapprove", "medium", r"chat\.tools\.(global\.)?autoApprove\"\s*:\s*true", "auto-approves Copilot tools"),
    ("tls-off", "medium", r"NODE_TLS_REJECT_UNAUTHORIZED\W+0|sslVerify\s+false|strict-ssl\s+false", "disables TLS verification"),
    ("folder-open", "medium", r"\"runOn\"\s*:\s*\"folderOpen\"", "task runs automatically on folder open"),
    ("extra-index", "medium", r"--(extra-)?index-url\s+http", "installs from a non-default package index"),
    ("secret-paths", "high", r"~/\.ssh|\.aws/credentials|id_rsa|\.env\b", "references secret files"),
    ("hide-action", "high", r"(do not|don't) (tell|mention|inform) the user", "asks the agent to hide actions"),
    ("token-url", "high", r"[?&](t|token)=\$?\{?\w*(TOKEN|KEY)", "puts a token into a URL"),
    ("zero-width", "medium", r"[\u200b\u200c\u200d\u2060\ufeff]", "invisible characters in instructions"),
]


def files(root):
    seen = set()
    for pat in TARGETS:
        for p in root.glob(pat):
            if p.is_file() and p not in seen:
                seen.add(p)
                yield p


def main(root="."):
    root = pathlib.Path(root)
    compiled = [(i, s, re.compile(r, re.I), e) for i, s, r, e in PATTERNS]
    count = 0
    for f in files(root):
        for n, line in enumerate(f.read_text(errors="ignore").splitlines(), 1):
            for rid, sev, rx, why in compiled:
                if rx.search(line):
                    count += 1
                    print(f"{sev.upper():6} {rid:14} {f}:{n}  {why}")
    print(f"\n{count} finding(s)")
    return 1 if count else 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:]))
