"""Audit kubeconfig files: TLS verification, CA presence, static tokens, perms."""
from __future__ import annotations

import os
import stat
from pathlib import Path

import yaml


def config_paths() -> list[Path]:
    env = os.environ.get("KUBECONFIG")
    if env:
        return [Path(p) for p in env.split(os.pathsep) if p]
    return [Path.home() / ".kube" / "config"]


def audit(path: Path) -> list[str]:
    issues: list[str] = []
    mode = stat.S_IMODE(path.stat().st_mode)
    if mode & 0o077:
        issues.append(f"permissions {oct(mode)} — use chmod 600")
    doc = yaml.safe_load(path.read_text()) or {}
    for c in doc.get("clusters", []) or []:
        name = c.get("name", "?")
        cl = c.get("cluster", {}) or {}
        if cl.get("insecure-skip-tls-verify"):
            issues.append(f"cluster {name}: insecure-skip-tls-verify is set — remove it and add the cluster CA")
        if not (cl.get("certificate-authority-data") or cl.get("certificate-authority")):
            issues.append(f"cluster {name}: no CA configured (system roots only)")
        if str(cl.get("server", "")).startswith("http://"):
            issues.append(f"cluster {name}: plain http server URL")
    for u in doc.get("users", []) or []:
        user = u.get("user", {}) or {}
        if user.get("token") or user.get("password"):
            issues.append(f"user {u.get('name', '?')}: static credential — prefer an exec plugin")
    return issues


def main() -> int:
    total = 0
    for p in config_paths():
        if not p.exists():
            continue
        found = audit(p)
        total += len(found)
        print(f"== {p}")
        for line in found or ["ok"]:
            print(f"  - {line}")
    return 1 if total else 0


if __name__ == "__main__":
    raise SystemExit(main())
