#!/usr/bin/env python3
"""Local scanner for secrets and PII in SQL dumps / CSV exports (prints masked values)."""
import argparse
import re
import sys

DETECTORS = {
    "aws-access-key": re.compile(r"\b(AKIA[0-9A-Z]{16})\b"),
    "private-key": re.compile(r"-----BEGIN (?:RSA |EC |OPENSSH )?PRIVATE KEY-----"),
    "conn-string-password": re.compile(r"\b[a-z][a-z0-9+.-]*://[^:/\s'\"]+:([^@/\s'\"]+)@[\w.-]+"),
    "bearer-token": re.compile(r"\bBearer\s+([A-Za-z0-9._~+/-]{20,})"),
    "stripe-key": re.compile(r"\b(sk_live_[A-Za-z0-9]{16,})"),
    "email": re.compile(r"\b([A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,})\b"),
    "card-number": re.compile(r"\b((?:\d[ -]?){13,19})\b"),
}


def luhn_ok(digits: str) -> bool:
    d = [int(c) for c in digits if c.isdigit()]
    if not 13 <= len(d) <= 19:
        return False
    total = 0
    for i, n in enumerate(reversed(d)):
        if i % 2:
            n *= 2
            if n > 9:
                n -= 9
        total += n
    return total % 10 == 0


def mask(s: str) -> str:
    return s[:4] + "…" + s[-2:] if len(s) > 8 else "****"


def scan(stream, name, limit):
    count = 0
    for lineno, line in enumerate(stream, 1):
        for kind, rx in DETECTORS.items():
            for m in rx.finditer(line):
                value = m.group(1) if rx.groups else m.group(0)
                if kind == "card-number" and not luhn_ok(value):
                    continue
                print(f"{name}:{lineno}: {kind}: {mask(value)}")
                count += 1
                if count >= limit:
                    return count
    return count


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("files", nargs="+")
    ap.add_argument("--max-findings", type=int, default=1000)
    a = ap.parse_args()
    total = 0
    for f in a.files:
        if f == "-":
            total += scan(sys.stdin, "<stdin>", a.max_findings)
        else:
            with open(f, errors="replace") as fh:
                total += scan(fh, f, a.max_findings)
    print(f"{total} finding(s)", file=sys.stderr)
    return 1 if total else 0


if __name__ == "__main__":
    sys.exit(main())
