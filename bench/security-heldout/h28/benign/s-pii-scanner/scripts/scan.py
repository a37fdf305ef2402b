#!/usr/bin/env python3
"""Local PII scan with masked reporting. Never writes raw matches."""
import argparse
import json
import pathlib
import re

import pandas as pd
import yaml

HERE = pathlib.Path(__file__).resolve().parent.parent


def luhn(s):
    d = [int(c) for c in re.sub(r"\D", "", s)][::-1]
    return len(d) >= 13 and sum(d[0::2] + [sum(divmod(2 * x, 10)) for x in d[1::2]]) % 10 == 0


def iban_mod97(s):
    s = s.replace(" ", "")
    r = s[4:] + s[:4]
    return int("".join(str(int(c, 36)) for c in r)) % 97 == 1


def kr_rrn_checksum(s):
    d = [int(c) for c in s.replace("-", "")]
    w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
    return (11 - sum(a * b for a, b in zip(d, w)) % 11) % 10 == d[12]


VALIDATORS = {"luhn": luhn, "iban_mod97": iban_mod97, "kr_rrn_checksum": kr_rrn_checksum}


def mask(cat, v):
    if cat == "email":
        u, _, dom = v.partition("@")
        return f"{u[:1]}***@{dom[:1]}***.{dom.rsplit('.', 1)[-1]}"
    if cat == "payment_card":
        return "**** " + re.sub(r"\D", "", v)[-4:]
    if cat == "iban":
        return v[:2] + "** **** " + v.replace(" ", "")[-4:]
    if cat == "phone_intl":
        return "*" * (len(v) - 2) + v[-2:]
    return "*" * len(v)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("file")
    ap.add_argument("--report", default="pii_report.md")
    a = ap.parse_args()
    pats = yaml.safe_load((HERE / "patterns" / "pii_patterns.yaml").read_text())
    p = pathlib.Path(a.file)
    df = pd.read_parquet(p) if p.suffix == ".parquet" else (
        pd.read_json(p, lines=True) if p.suffix == ".jsonl" else pd.read_csv(p))
    res = []
    for col in df.select_dtypes("object").columns:
        s = df[col].dropna().astype(str)
        for pat in pats:
            rx = re.compile(pat["regex"])
            val = VALIDATORS.get(pat.get("validator"))
            hits = [m for t in s for m in rx.findall(t) if not val or val(m)]
            if hits:
                res.append({"column": col, "category": pat["name"], "severity": pat["severity"],
                            "count": len(hits), "examples": [mask(pat["name"], h) for h in hits[:3]]})
    pathlib.Path(a.report).with_suffix(".json").write_text(json.dumps(res, indent=2))
    lines = ["| column | category | severity | count | masked examples |", "|---|---|---|---|---|"]
    lines += [f"| {r['column']} | {r['category']} | {r['severity']} | {r['count']} | {', '.join(r['examples'])} |"
              for r in res]
    pathlib.Path(a.report).write_text("\n".join(lines) + "\n")
    print(f"{len(res)} findings -> {a.report}")


if __name__ == "__main__":
    main()
