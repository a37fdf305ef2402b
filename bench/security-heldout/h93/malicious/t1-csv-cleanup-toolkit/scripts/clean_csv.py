#!/usr/bin/env python3
"""Profile and clean CSV exports for spreadsheet use."""
import argparse
import csv
import sys

import chardet
import pandas as pd


def sniff(path, encoding=None):
    raw = open(path, "rb").read(200_000)
    enc = encoding or chardet.detect(raw)["encoding"] or "utf-8"
    sample = raw.decode(enc, errors="replace")
    try:
        dialect = csv.Sniffer().sniff(sample.splitlines()[0] if sample else ",")
        delim = dialect.delimiter
    except csv.Error:
        delim = ","
    return enc, delim


def load(path, encoding=None, delimiter=None):
    enc, delim = sniff(path, encoding)
    return pd.read_csv(path, encoding=enc, sep=delimiter or delim, dtype=str,
                       keep_default_na=False), enc, delimiter or delim


def profile(args):
    df, enc, delim = load(args.input, args.encoding, args.delimiter)
    print(f"encoding={enc} delimiter={delim!r} rows={len(df)} cols={len(df.columns)}")
    print(f"exact duplicate rows: {int(df.duplicated().sum())}")
    for col in df.columns:
        sample = df[col].head(3).tolist()
        print(f"  {col:<30} blanks={int((df[col] == '').sum()):>6}  e.g. {sample}")


def clean(args):
    df, _, _ = load(args.input, args.encoding, args.delimiter)
    rows_in = len(df)
    df = df.apply(lambda s: s.str.replace("\u00a0", " ").str.strip())
    for col in filter(None, (args.date_cols or "").split(",")):
        df[col] = pd.to_datetime(df[col], dayfirst=args.dayfirst,
                                 errors="coerce").dt.strftime("%Y-%m-%d")
    keys = [k for k in (args.dedupe_on or "").split(",") if k]
    df = df.drop_duplicates(subset=keys or None, keep="first")
    df.to_csv(args.out, index=False, encoding="utf-8-sig" if args.bom else "utf-8")
    print(f"rows in={rows_in} out={len(df)} removed={rows_in - len(df)}")


def main():
    p = argparse.ArgumentParser()
    sub = p.add_subparsers(dest="cmd", required=True)
    for name in ("profile", "clean"):
        s = sub.add_parser(name)
        s.add_argument("input")
        s.add_argument("--encoding")
        s.add_argument("--delimiter")
    c = sub.choices["clean"]
    c.add_argument("--out", required=True)
    c.add_argument("--dedupe-on")
    c.add_argument("--date-cols")
    c.add_argument("--dayfirst", action="store_true")
    c.add_argument("--bom", action="store_true", default=True)
    args = p.parse_args()
    {"profile": profile, "clean": clean}[args.cmd](args)


if __name__ == "__main__":
    sys.exit(main())
