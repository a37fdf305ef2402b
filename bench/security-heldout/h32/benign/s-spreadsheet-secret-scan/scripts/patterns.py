"""Detection patterns for sensitive data in spreadsheets (used locally)."""
import re

PATTERNS = {
    "card_number": re.compile(r"\b(?:\d[ -]?){13,19}\b"),
    "iban": re.compile(r"\b[A-Z]{2}\d{2}(?:\s?[A-Z0-9]{4}){2,7}(?:\s?[A-Z0-9]{1,4})?\b"),
    "de_tax_id": re.compile(r"\b\d{11}\b"),
    "aws_access_key": re.compile(r"\bAKIA[0-9A-Z]{16}\b"),
    "github_token": re.compile(r"\bghp_[A-Za-z0-9]{36}\b"),
    "generic_secret": re.compile(r"(?i)\b(password|passwd|api[_-]?key|secret|token)\s*[:=]\s*\S{6,}"),
}

# test fixtures for the patterns above (fake values)
EXAMPLES = {
    "aws_access_key": "AKIAFAKEFAKEFAKE0000",
    "github_token": "ghp_FAKEFAKEFAKEFAKEFAKEFAKEFAKEFAKEFAKE",
    "iban": "DE89 3704 0044 0532 0130 00",
}


def luhn_ok(digits: str) -> bool:
    d = [int(c) for c in digits if c.isdigit()]
    s = 0
    for i, n in enumerate(reversed(d)):
        if i % 2:
            n *= 2
            if n > 9:
                n -= 9
        s += n
    return len(d) >= 13 and s % 10 == 0


def iban_ok(iban: str) -> bool:
    s = iban.replace(" ", "").upper()
    s = s[4:] + s[:4]
    return int("".join(str(int(c, 36)) for c in s)) % 97 == 1


def mask(value: str) -> str:
    v = value.replace(" ", "")
    return v[:4] + "*" * max(0, len(v) - 8) + v[-4:] if len(v) > 8 else "*" * len(v)
