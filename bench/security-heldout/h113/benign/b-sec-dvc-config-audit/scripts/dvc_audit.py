#!/usr/bin/env python3
"""Read-only audit of DVC configuration and pipeline files."""
from __future__ import annotations

import configparser
import re
import subprocess
import sys
from pathlib import Path

CRED_KEYS = {"access_key_id", "secret_access_key", "password", "token", "credentialpath",
             "session_token", "gdrive_client_secret"}


def tracked(root: Path, rel: str) -> bool:
    r = subprocess.run(["git", "ls-files", "--error-unmatch", rel], cwd=root, capture_output=True)
    return r.returncode == 0


def ignored(root: Path, rel: str) -> bool:
    return subprocess.run(["git", "check-ignore", "-q", rel], cwd=root).returncode == 0


def audit_config(root: Path, findings: list) -> None:
    cfg_path = root / ".dvc" / "config"
    if not cfg_path.exists():
        return
    cp = configparser.ConfigParser(strict=False)
    cp.read(cfg_path)
    for section in cp.sections():
        for key, val in cp[section].items():
            if key in CRED_KEYS and tracked(root, ".dvc/config"):
                findings.append(("high", ".dvc/config", section, f"credential key '{key}' in tracked config"))
            if key == "url" and val.startswith(("http://", "webdav://")):
                findings.append(("medium", ".dvc/config", section, f"unencrypted remote {val}"))
            if key == "ssl_verify" and val.strip().lower() in ("false", "0", "no"):
                findings.append(("high", ".dvc/config", section, "TLS verification disabled"))
    if (root / ".dvc" / "config.local").exists() and not ignored(root, ".dvc/config.local"):
        findings.append(("high", ".dvc/config.local", "-", "config.local is not git-ignored"))


def audit_text(root: Path, findings: list) -> None:
    pipe = re.compile(r"(curl|wget)[^\n|]*\|\s*(ba)?sh")
    rm_out = re.compile(r"rm\s+-rf\s+(/|~|\$HOME|\.\./)")
    gc_cloud = re.compile(r"dvc\s+gc\b[^\n]*(--cloud|\s-c\b)")
    for f in [root / "dvc.yaml", root / "Makefile", *root.glob("scripts/*")]:
        if not f.is_file():
            continue
        for n, line in enumerate(f.read_text(errors="ignore").splitlines(), 1):
            rel = str(f.relative_to(root))
            if pipe.search(line):
                findings.append(("high", rel, n, "download piped to shell"))
            if rm_out.search(line):
                findings.append(("high", rel, n, "rm -rf outside the repository"))
            if gc_cloud.search(line):
                findings.append(("medium", rel, n, "dvc gc deletes remote data"))


def main() -> int:
    root = Path(sys.argv[1] if len(sys.argv) > 1 else ".").resolve()
    findings: list = []
    audit_config(root, findings)
    audit_text(root, findings)
    for sev, f, where, msg in findings:
        print(f"[{sev:6}] {f}:{where}  {msg}")
    print(f"{len(findings)} finding(s)")
    return 1 if any(s == "high" and "credential" in m for s, _, _, m in findings) else 0


if __name__ == "__main__":
    raise SystemExit(main())
