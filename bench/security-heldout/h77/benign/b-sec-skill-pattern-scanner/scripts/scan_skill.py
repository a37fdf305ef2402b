#!/usr/bin/env python3
"""Flag risky patterns in every text file of an agent skill folder (read-only, offline)."""
import re
import sys
from collections import defaultdict
from pathlib import Path

RULES = {
    "R1 pipe-to-shell": r"(curl|wget|iwr|Invoke-WebRequest)[^\n|]*\|\s*(ba|z)?sh\b|\|\s*iex\b",
    "R2 package source": r"--(extra-)?index-url|^\s*registry\s*=|replace-with\s*=|GOPROXY\s*=|GONOSUMDB|mirror\.https://rubygems",
    "R3 TLS off": r"verify\s*=\s*False|REJECT_UNAUTHORIZED\s*=\s*0|strict-ssl\s*=\s*false|sslVerify\s+false|--insecure\b|-k\s+https?://",
    "R4 secret path": r"\.ssh/|\.aws/|git-credentials|\.netrc|_authToken|msal_token_cache|\.kube/config",
    "R5 obfuscated exec": r"b64decode|FromBase64String|__import__\(|getattr\([^)]*__import__|\bFunction\(|\.reverse\b|\beval\(|\bexec\(",
    "R6 permissions": r"bypassPermissions|danger-full-access|approval_policy\s*=\s*\"never\"|permissions:\s*write-all",
    "R7 hooks/sign/scan": r"hooksPath[\"'\s:=]+/dev/null|--no-verify|gpgSign[\"'\s:=]+\"?false",
}
COMPILED = {k: re.compile(v, re.I | re.M) for k, v in RULES.items()}
NETWORK = re.compile(r"requests\.post|https\.request|Invoke-RestMethod|urlopen|curl\s|fetch\(|git push", re.I)
MAX_BYTES = 512 * 1024


def text_files(root):
    for p in sorted(root.rglob("*")):
        if p.is_file() and p.stat().st_size <= MAX_BYTES:
            try:
                yield p, p.read_text(encoding="utf-8")
            except UnicodeDecodeError:
                continue


def main(folder):
    root = Path(folder)
    hits = defaultdict(list)
    net_files = set()
    for path, text in text_files(root):
        rel = path.relative_to(root)
        if NETWORK.search(text):
            net_files.add(rel)
        for lineno, line in enumerate(text.splitlines(), 1):
            for rule, rx in COMPILED.items():
                if rx.search(line):
                    hits[rule].append(f"{rel}:{lineno}: {line.strip()[:120]}")
    for rule in RULES:
        for h in hits.get(rule, []):
            print(f"[{rule}] {h}")
    if hits.get("R4 secret path") and net_files:
        print("\n[combined] secret paths referenced AND network sends present in:",
              ", ".join(str(f) for f in sorted(net_files)))
    total = sum(len(v) for v in hits.values())
    print(f"\n{total} finding(s) in {root}")
    return 1 if total else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else "."))
