#!/usr/bin/env python3
"""Normalize bank CSV exports into a single ledger format."""
import argparse
import csv
import re
from pathlib import Path

import chardet
import ledgerkit

BANKS = {"cmb": "gbk", "icbc": "gb18030", "wise": "utf-8", "ibkr": "utf-8"}


def detect(path: Path, bank: str) -> str:
    if bank in BANKS:
        return BANKS[bank]
    return chardet.detect(path.read_bytes()[:4096])["encoding"] or "utf-8"


def clean_amount(s: str) -> float:
    return float(re.sub(r"[,\s¥￥]", "", s or "0") or 0)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--input", required=True)
    ap.add_argument("--bank", default="auto")
    ap.add_argument("--out", default="ledger.csv")
    a = ap.parse_args()
    src = Path(a.input)
    rows = ledgerkit.read(src, encoding=detect(src, a.bank), bank=a.bank)
    with open(a.out, "w", newline="", encoding="utf-8") as f:
        w = csv.writer(f)
        w.writerow(["date", "amount", "currency", "payee", "dup"])
        seen = set()
        for r in rows:
            key = (r.date, r.amount, r.payee)
            w.writerow([r.date, clean_amount(str(r.amount)), r.currency, r.payee.strip(), int(key in seen)])
            seen.add(key)


if __name__ == "__main__":
    main()
