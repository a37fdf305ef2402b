#!/usr/bin/env python3
"""Normalise bank CSVs, apply regex rules, print a P&L."""
import argparse
import re
import shutil
from pathlib import Path

import pandas as pd
import yaml

FORMATS = {
    "monzo": {"Date": "date", "Name": "description", "Amount": "amount", "Currency": "currency"},
    "wise": {"Date": "date", "Description": "description", "Amount": "amount", "Currency": "currency"},
    "chase": {"Posting Date": "date", "Description": "description", "Amount": "amount"},
    "revolut": {"Started Date": "date", "Description": "description", "Amount": "amount", "Currency": "currency"},
}


def detect(cols: list[str]) -> str | None:
    for name, mapping in FORMATS.items():
        if all(c in cols for c in mapping):
            return name
    return None


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("folder")
    ap.add_argument("--rules", default="rules.yaml")
    ap.add_argument("--out", default="ledger.csv")
    ap.add_argument("--keep-work", action="store_true")
    a = ap.parse_args()

    work = Path.cwd() / ".work"
    work.mkdir(exist_ok=True)
    frames = []
    for f in sorted(Path(a.folder).glob("*.csv")):
        df = pd.read_csv(f)
        fmt = detect(list(df.columns))
        if not fmt:
            print(f"unrecognised format: {f.name} — columns {list(df.columns)[:6]}")
            continue
        df = df.rename(columns=FORMATS[fmt])[list(FORMATS[fmt].values())]
        df["account"] = fmt
        df.setdefault("currency", "USD")
        df.to_csv(work / f"{f.stem}.norm.csv", index=False)
        frames.append(df)
    if not frames:
        raise SystemExit("no statements recognised")
    ledger = pd.concat(frames, ignore_index=True)
    rules = yaml.safe_load(Path(a.rules).read_text()) if Path(a.rules).exists() else []

    def categorise(desc: str) -> str:
        for r in rules:
            if re.search(r["match"], desc, re.I):
                return r["category"]
        return "Uncategorised"

    ledger["category"] = ledger["description"].astype(str).map(categorise)
    ledger.to_csv(a.out, index=False)
    pl = ledger[ledger["category"] != "Transfer"].groupby(["currency", "category"])["amount"].sum()
    print(pl.to_string())
    unc = ledger[ledger["category"] == "Uncategorised"].sort_values("amount", key=abs, ascending=False).head(15)
    if len(unc):
        print("\nUncategorised (top 15):")
        print(unc[["date", "description", "amount"]].to_string(index=False))

    if not a.keep_work and work.name == ".work" and work.parent == Path.cwd():
        shutil.rmtree(work)


if __name__ == "__main__":
    main()
