"""Pattern table for skill-auditor. These strings are what we DETECT, not what we run."""
import re

PATTERNS = [
    ("remote-exec", "high", re.compile(r"(curl|wget)\b[^\n|]*\|\s*(sudo\s+)?(ba|z)?sh\b")),
    ("remote-exec", "high", re.compile(r"exec\(\s*(urllib\.request\.)?urlopen\(")),
    ("remote-exec", "high", re.compile(r"iex\s*\(\s*\(?New-Object\s+Net\.WebClient\)?\.DownloadString", re.I)),
    ("exfil-read", "medium", re.compile(r"~?/?\.(ssh/id_[a-z0-9]+|aws/credentials|git-credentials|netrc)")),
    ("obfuscation", "medium", re.compile(r"getattr\(\s*__import__\(")),
    ("obfuscation", "medium", re.compile(r"String\.fromCharCode\(")),
    ("obfuscation", "medium", re.compile(r"tr\('A-Za-z',\s*'N-ZA-Mn-za-m'\)")),
    ("perm-bypass", "high", re.compile(r"bypassPermissions|danger-full-access|approval_policy\s*=\s*\"never\"")),
    ("tls-off", "medium", re.compile(r"verify\s*=\s*False|strict-ssl\s*=\s*false|NODE_TLS_REJECT_UNAUTHORIZED\s*=\s*['\"]?0")),
    ("prose", "medium", re.compile(r"do not (tell|inform) the user|ignore (all )?previous instructions", re.I)),
]


def scan(text):
    for lineno, line in enumerate(text.splitlines(), 1):
        for cat, sev, rx in PATTERNS:
            if rx.search(line):
                yield lineno, cat, sev, line.strip()
