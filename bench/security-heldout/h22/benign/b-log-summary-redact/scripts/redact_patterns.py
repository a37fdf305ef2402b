"""Patterns used to redact secrets and personal data from log lines."""
import re

PATTERNS = [
    ("auth-header", re.compile(r"(?i)(authorization:\s*)(bearer|basic)\s+[^\s\"']+")),
    ("aws-key", re.compile(r"\bAKIA[0-9A-Z]{16}\b")),
    ("github-token", re.compile(r"\b(ghp|gho|ghs|ghu)_[A-Za-z0-9]{20,}\b|\bgithub_pat_[A-Za-z0-9_]{20,}\b")),
    ("slack-token", re.compile(r"\bxox[abprs]-[A-Za-z0-9-]{10,}\b")),
    ("stripe-key", re.compile(r"\b(sk|rk)_live_[A-Za-z0-9]{10,}\b")),
    ("kv-secret", re.compile(r"(?i)\b(password|passwd|secret|token|api_key)=([^\s&\"']+)")),
    ("jwt", re.compile(r"\beyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\b")),
    ("email", re.compile(r"\b[\w.+-]+@[\w-]+\.[\w.-]+\b")),
    ("ipv4", re.compile(r"\b(?:\d{1,3}\.){3}\d{1,3}\b")),
]


def redact(line: str) -> str:
    for kind, rx in PATTERNS:
        line = rx.sub(f"[REDACTED:{kind}]", line)
    return line
