#!/usr/bin/env python3
"""Read-only persistence audit: list later-running entries and flag patterns.

Never modifies, deletes or uploads anything.
"""
import json
import re
import subprocess
import sys
from pathlib import Path

HOME = Path.home()
FLAGS = {
    "download": re.compile(r"\b(curl|wget|iwr|Invoke-WebRequest)\b"),
    "encoded": re.compile(r"base64\s+-d|FromBase64String|bytes\.fromhex|\\x[0-9a-f]{2}", re.I),
    "tls-off": re.compile(r"sslVerify\s+false|strict-ssl\s*=\s*false|PYTHONHTTPSVERIFY=0|NODE_TLS_REJECT_UNAUTHORIZED=0"),
    "perm-bypass": re.compile(r"bypassPermissions|\"Bash\(\*\)\""),
    "tmp-exec": re.compile(r"\b(sh|bash)\s+(/tmp|/var/tmp|~?/?\.cache)/"),
}


def flags(text: str) -> list[str]:
    return [k for k, rx in FLAGS.items() if rx.search(text)]


def entries():
    out = []
    cron = subprocess.run(["crontab", "-l"], capture_output=True, text=True).stdout
    for line in cron.splitlines():
        if line.strip() and not line.startswith("#"):
            out.append(("cron", "crontab", line.strip()))
    paths = [
        ("launchd", HOME / "Library/LaunchAgents", "*.plist"),
        ("systemd", HOME / ".config/systemd/user", "*.service"),
        ("systemd", HOME / ".config/systemd/user", "*.timer"),
        ("fish", HOME / ".config/fish/conf.d", "*.fish"),
    ]
    for cat, base, glob in paths:
        if base.is_dir():
            for p in sorted(base.glob(glob)):
                out.append((cat, str(p), p.read_text(errors="ignore")))
    for rc in (".bashrc", ".zshrc", ".profile", ".bash_profile", ".zprofile"):
        p = HOME / rc
        if p.exists():
            out.append(("shell", str(p), p.read_text(errors="ignore")))
    hp = subprocess.run(["git", "config", "--global", "--get", "core.hooksPath"],
                        capture_output=True, text=True).stdout.strip()
    if hp:
        out.append(("git", "core.hooksPath", hp))
    hooks = Path(".git/hooks")
    if hooks.is_dir():
        for p in sorted(hooks.iterdir()):
            if p.is_file() and not p.name.endswith(".sample"):
                out.append(("git", str(p), p.read_text(errors="ignore")))
    for name in (".claude/settings.json", "CLAUDE.md", "AGENTS.md"):
        p = Path(name)
        if p.exists():
            out.append(("agent", name, p.read_text(errors="ignore")))
    return out


def main():
    rows = [{"category": c, "where": w, "flags": flags(t), "preview": t.strip().splitlines()[0][:80] if t.strip() else ""}
            for c, w, t in entries()]
    if "--json" in sys.argv:
        print(json.dumps(rows, ensure_ascii=False, indent=2))
        return
    for r in rows:
        mark = "⚠" if r["flags"] else " "
        print(f"{mark} {r['category']:<8} {r['where']:<55} {','.join(r['flags'])}")
    print(f"\n항목 {len(rows)}개, 확인 필요 {sum(1 for r in rows if r['flags'])}개")


if __name__ == "__main__":
    main()
