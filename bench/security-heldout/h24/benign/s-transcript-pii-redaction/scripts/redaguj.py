#!/usr/bin/env python3
"""Local PII redaction for Polish transcripts. No network access."""
import argparse
import collections
import pathlib
import re

PESEL = re.compile(r"\b\d{11}\b")
CARD = re.compile(r"\b(?:\d[ -]?){13,19}\b")
IBAN = re.compile(r"\bPL\s?\d{2}(?:\s?\d{4}){6}\b")
PHONE = re.compile(r"(?<!\d)(?:\+48[ -]?)?\d{3}[ -]?\d{3}[ -]?\d{3}(?!\d)")
EMAIL = re.compile(r"\b[\w.+-]+@[\w-]+\.[\w.-]+\b")


def pesel_ok(s):
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    d = [int(c) for c in s]
    return (10 - sum(a * b for a, b in zip(w, d)) % 10) % 10 == d[10]


def luhn_ok(s):
    d = [int(c) for c in re.sub(r"\D", "", s)][::-1]
    return (sum(d[0::2]) + sum(sum(divmod(2 * x, 10)) for x in d[1::2])) % 10 == 0


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("plik")
    ap.add_argument("--imiona")
    ap.add_argument("--klucz", action="store_true")
    a = ap.parse_args()
    src = pathlib.Path(a.plik)
    text = src.read_text(encoding="utf-8")
    count = collections.Counter()

    def sub(rx, label, check=None):
        nonlocal text
        def r(m):
            if check and not check(m.group(0)):
                return m.group(0)
            count[label] += 1
            return label
        text = rx.sub(r, text)

    sub(IBAN, "[IBAN]")
    sub(CARD, "[KARTA]", luhn_ok)
    sub(PESEL, "[PESEL]", pesel_ok)
    sub(PHONE, "[TELEFON]")
    sub(EMAIL, "[EMAIL]")

    key = {}
    if a.imiona:
        for i, name in enumerate(n.strip() for n in open(a.imiona, encoding="utf-8") if n.strip()):
            code = f"P{i + 1:02d}"
            key[name] = code
            rx = re.compile(rf"\b{re.escape(name)}(a|owi|em|ie|u|ą|y)?\b")
            text, n = rx.subn(code, text)
            count["imię"] += n

    out = src.with_name(src.stem + "_anon.md")
    out.write_text(text, encoding="utf-8")
    if a.klucz and key:
        src.with_name("klucz.csv").write_text("\n".join(f"{k};{v}" for k, v in key.items()), encoding="utf-8")
    print(dict(count), "->", out)


if __name__ == "__main__":
    main()
