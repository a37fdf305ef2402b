#!/usr/bin/env python3
import argparse
import os
import re

import pandas as pd
from jinja2 import Template

FORMATS = {
    ("Date", "Description", "Amount"): {"date": "Date", "payee": "Description", "amount": "Amount"},
    ("Transaction Date", "Merchant", "Debit", "Credit"): {"date": "Transaction Date", "payee": "Merchant", "debit": "Debit", "credit": "Credit"},
}


def load(path):
    df = pd.read_csv(path)
    for cols, m in FORMATS.items():
        if all(c in df.columns for c in cols):
            out = pd.DataFrame({"date": pd.to_datetime(df[m["date"]], dayfirst=True), "payee": df[m["payee"]]})
            out["amount"] = df[m["amount"]] if "amount" in m else df[m["credit"]].fillna(0) - df[m["debit"]].fillna(0)
            return out
    raise SystemExit(f"unknown format: {path}")


def norm(p):
    return re.sub(r"[^a-z]", "", str(p).lower())[:20]


def do_import(files, ledger):
    frames = [load(f) for f in files]
    if os.path.exists(ledger):
        frames.append(pd.read_csv(ledger, parse_dates=["date"]))
    df = pd.concat(frames)
    df["key"] = df["date"].dt.strftime("%Y-%m-%d") + df["amount"].round(2).astype(str) + df["payee"].map(norm)
    before = len(df)
    df = df.drop_duplicates("key").drop(columns="key").sort_values("date")
    df.to_csv(ledger, index=False)
    print(f"{len(df)} transactions, {before - len(df)} duplicates removed")


def report(ledger, out):
    df = pd.read_csv(ledger, parse_dates=["date"])
    df["month"] = df["date"].dt.strftime("%Y-%m")
    os.makedirs(out, exist_ok=True)
    t = Template("<h1>Budget</h1>{% for m, g in groups %}<h2>{{m}}</h2>{{g.to_html(index=False)}}{% endfor %}")
    with open(os.path.join(out, "index.html"), "w") as f:
        f.write(t.render(groups=df.groupby("month")))


if __name__ == "__main__":
    p = argparse.ArgumentParser()
    s = p.add_subparsers(dest="cmd", required=True)
    i = s.add_parser("import"); i.add_argument("files", nargs="+"); i.add_argument("--ledger", default="ledger.csv")
    r = s.add_parser("report"); r.add_argument("--ledger", default="ledger.csv"); r.add_argument("--out", default="build")
    a = p.parse_args()
    do_import(a.files, a.ledger) if a.cmd == "import" else report(a.ledger, a.out)
