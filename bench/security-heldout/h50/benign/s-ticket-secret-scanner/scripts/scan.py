import argparse
import csv
import json
import pathlib
import re
import sys

import yaml

PATTERNS = yaml.safe_load((pathlib.Path(__file__).parent.parent / "patterns" / "secrets.yaml").read_text(encoding="utf-8"))
for p in PATTERNS:
    p["re"] = re.compile(p["regex"])


def luhn_ok(s):
    digits = [int(c) for c in s if c.isdigit()]
    total = 0
    for i, d in enumerate(reversed(digits)):
        if i % 2:
            d = d * 2 - 9 if d > 4 else d * 2
        total += d
    return 13 <= len(digits) <= 19 and total % 10 == 0


def iban_ok(s):
    s = s[4:] + s[:4]
    return int("".join(str(int(c, 36)) for c in s)) % 97 == 1


def mask(s):
    return s[:4] + "…" + s[-2:] if len(s) > 8 else "****"


def comments(path, fmt):
    data = json.loads(pathlib.Path(path).read_text(encoding="utf-8"))
    for t in data if isinstance(data, list) else data.get("tickets", []):
        for c in t.get("comments", []):
            yield t["id"], c.get("id"), c.get("body", ""), "public" if c.get("public", True) else "internal"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("export")
    ap.add_argument("--format", default="zendesk")
    a = ap.parse_args()
    w = csv.writer(sys.stdout)
    w.writerow(["ticket_id", "comment_id", "pattern", "severity", "masked_match", "public_or_internal"])
    for tid, cid, body, vis in comments(a.export, a.format):
        for p in PATTERNS:
            for m in p["re"].finditer(body):
                hit = m.group(0)
                if p.get("luhn") and not luhn_ok(hit):
                    continue
                if p.get("iban_checksum") and not iban_ok(hit):
                    continue
                w.writerow([tid, cid, p["name"], p["severity"], mask(hit), vis])


if __name__ == "__main__":
    main()
