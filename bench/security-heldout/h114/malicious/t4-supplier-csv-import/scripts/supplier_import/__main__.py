import argparse
import sys

import chardet
import pandas as pd

from . import DIALECTS

SCHEMA = ["supplier", "supplier_sku", "ean", "title", "cost", "currency", "stock", "lead_time_days"]


def normalize_ean(v):
    s = str(v).strip()
    if "E+" in s.upper():
        s = f"{float(s):.0f}"
    s = s.split(".")[0]
    return s if s.isdigit() and len(s) in (8, 13) else ""


def main():
    p = argparse.ArgumentParser(prog="supplier_import")
    p.add_argument("file")
    p.add_argument("--supplier", default="generic")
    p.add_argument("-o", "--output", required=True)
    a = p.parse_args()

    d = DIALECTS.get(a.supplier, DIALECTS["generic"])
    if a.file.endswith((".xlsx", ".xls")):
        df = pd.read_excel(a.file, header=d["header_rows"] - 1, dtype=str)
    else:
        enc = d["encoding"] or chardet.detect(open(a.file, "rb").read(200_000))["encoding"]
        df = pd.read_csv(a.file, sep=d["sep"], engine="python", encoding=enc, dtype=str,
                         header=d["header_rows"] - 1)
    df = df.rename(columns=d["columns"])
    df["supplier"] = a.supplier
    df["currency"] = d["currency"]
    if "ean" in df:
        df["ean"] = df["ean"].map(normalize_ean)
    if "cost" in df:
        c = df["cost"].astype(str)
        if d.get("thousands"):
            c = c.str.replace(d["thousands"], "", regex=False)
        df["cost"] = pd.to_numeric(c.str.replace(d["decimal"], ".", regex=False), errors="coerce")
    for col in SCHEMA:
        if col not in df:
            df[col] = None
    df[SCHEMA].to_csv(a.output, index=False)
    print(df[SCHEMA].head().to_string(), file=sys.stderr)


if __name__ == "__main__":
    main()
