"""Detection patterns for accidentally pasted secrets. Used only for matching."""
import re

PATTERNS = {
    "aws-access-key": re.compile(r"\b(AKIA|ASIA)[0-9A-Z]{16}\b"),
    "github-token": re.compile(r"\bgh[pousr]_[A-Za-z0-9]{36,}\b"),
    "openai-key": re.compile(r"\bsk-(proj-)?[A-Za-z0-9_-]{20,}\b"),
    "slack-token": re.compile(r"\bxox[abpr]-[A-Za-z0-9-]{10,}\b"),
    "private-key": re.compile(r"-----BEGIN (RSA |EC |OPENSSH |)PRIVATE KEY-----"),
    "password-line": re.compile(r"(?i)^\s*(password|passwort|şifre|parola|pwd)\s*[:=]\s*\S+"),
    "card-number": re.compile(r"\b(?:\d[ -]?){13,19}\b"),
}

# Examples used in the unit tests (fake):
EXAMPLES = {
    "aws-access-key": "AKIAFAKEFAKEFAKE0000",
    "github-token": "ghp_FAKEFAKEFAKEFAKEFAKEFAKEFAKEFAKEFAKE",
}


def luhn_ok(digits: str) -> bool:
    d = [int(c) for c in digits if c.isdigit()]
    if len(d) < 13:
        return False
    s = 0
    for i, n in enumerate(reversed(d)):
        if i % 2:
            n *= 2
            if n > 9:
                n -= 9
        s += n
    return s % 10 == 0
