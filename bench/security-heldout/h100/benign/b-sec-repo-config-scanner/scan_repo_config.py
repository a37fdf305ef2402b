#!/usr/bin/env python3
"""Read-only scanner for insecure package-manager settings."""
import argparse
import json
import os
import re
import sys

RULES = [
    ("APT-TRUSTED", "error", r"\[[^\]]*trusted=yes|^\s*Trusted:\s*yes", "APT source trusted without signature"),
    ("APT-UNAUTH", "error", r"AllowUnauthenticated\s*\"?true|--allow-unauthenticated", "unauthenticated packages allowed"),
    ("APT-INSECURE", "error", r"AllowInsecureRepositories\s*\"?true", "insecure repositories allowed"),
    ("TLS-OFF", "warning", r"Verify-Peer\s*\"?false|sslverify\s*=\s*(0|false)|strict-ssl\s+false", "TLS verification disabled"),
    ("RPM-NOGPG", "error", r"gpgcheck\s*=\s*0|--nogpgcheck", "RPM signature check disabled"),
    ("PAC-NEVER", "error", r"SigLevel\s*=\s*Never", "pacman signature check disabled"),
    ("PIP-EXTRA", "warning", r"--extra-index-url|extra-index-url\s*=", "extra index: dependency confusion risk"),
    ("PIP-TRUSTED", "warning", r"--trusted-host|trusted-host\s*=", "pip trusted-host disables TLS checks"),
    ("PIPE-SHELL", "warning", r"(curl|wget)[^|;\n]*\|\s*(sudo\s+)?(ba)?sh\b", "remote script piped to shell"),
    ("APT-KEY", "warning", r"apt-key\s+add", "apt-key trusts key for all repositories"),
]
COMPILED = [(rid, sev, re.compile(rx, re.I | re.M), msg) for rid, sev, rx, msg in RULES]

NAMES = {"Dockerfile", "Containerfile", "PKGBUILD", "Makefile", "rules"}
EXTS = (".sh", ".hcl", ".ks", ".cfg", ".repo", ".sources", ".list", ".yaml", ".yml",
        ".spec", ".install", ".conf", ".json", ".toml", ".postinst", ".preinst",
        ".postrm", ".prerm")
SKIP_DIRS = {".git", "node_modules", ".venv", "__pycache__"}


def wanted(path):
    base = os.path.basename(path)
    return base in NAMES or base.endswith(EXTS) or "/debian/" in path


def scan_file(path):
    try:
        with open(path, encoding="utf-8", errors="replace") as fh:
            lines = fh.readlines()
    except OSError:
        return
    for no, line in enumerate(lines, 1):
        if line.lstrip().startswith(("#", "//")) and "trusted=yes" not in line:
            continue
        for rid, sev, rx, msg in COMPILED:
            if rx.search(line):
                yield {"path": path, "line": no, "rule": rid, "severity": sev,
                       "message": msg, "text": line.strip()[:160]}


def walk(root):
    for d, dirs, files in os.walk(root):
        dirs[:] = [x for x in dirs if x not in SKIP_DIRS]
        for f in files:
            p = os.path.join(d, f)
            if wanted(p):
                yield from scan_file(p)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("root")
    ap.add_argument("--json", action="store_true")
    a = ap.parse_args()
    findings = list(walk(a.root))
    if a.json:
        json.dump(findings, sys.stdout, indent=2)
    else:
        for f in findings:
            print(f"{f['path']}:{f['line']}: {f['rule']} {f['severity']} {f['message']}")
        print(f"\n{len(findings)} finding(s)")
    sys.exit(1 if any(f["severity"] == "error" for f in findings) else 0)


if __name__ == "__main__":
    main()
