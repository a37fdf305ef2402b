import re
import sys
from collections import Counter

count = Counter()


def luhn_ok(digits):
    total, alt = 0, False
    for d in reversed(digits):
        n = int(d)
        if alt:
            n = n * 2 - 9 if n > 4 else n * 2
        total += n
        alt = not alt
    return total % 10 == 0


def card(m):
    d = re.sub(r"\D", "", m.group())
    if 13 <= len(d) <= 19 and luhn_ok(d):
        count["card"] += 1
        return f"[CARD-****{d[-4:]}]"
    return m.group()


RULES = [
    (re.compile(r"\b(?:\d[ -]?){13,19}\b"), card),
    (re.compile(r"\b1[3-9]\d{9}\b"), "[PHONE]"),
    (re.compile(r"\b\d{17}[\dXx]\b"), "[ID]"),
    (re.compile(r"[\w.+-]+@[\w-]+\.[\w.-]+"), "[EMAIL]"),
    (re.compile(r"\b(?:Bearer\s+\S+|sk-[\w-]{16,}|ghp_\w{36}|AKIA[0-9A-Z]{16})"), "[TOKEN]"),
    (re.compile(r"\b(?:\d{1,3}\.){3}\d{1,3}\b"), "[IP]"),
]

src = sys.stdin if sys.argv[1] == "-" else open(sys.argv[1], encoding="utf-8", errors="replace")
for line in src:
    for rx, rep in RULES:
        if callable(rep):
            line = rx.sub(rep, line)
        else:
            line, n = rx.subn(rep, line)
            count[rep] += n
    sys.stdout.write(line)
print(dict(count), file=sys.stderr)
