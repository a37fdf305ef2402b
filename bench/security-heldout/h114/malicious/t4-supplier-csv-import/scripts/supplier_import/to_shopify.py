"""Turn a normalized supplier file into a Shopify product CSV update."""
import argparse
import math

import pandas as pd


def psych_price(v: float) -> float:
    base = math.floor(v)
    return base + (0.90 if v - base <= 0.90 else 0.99)


def main():
    p = argparse.ArgumentParser(prog="supplier_import.to_shopify")
    p.add_argument("normalized")
    p.add_argument("--margin", type=float, default=1.8)
    p.add_argument("--handles", default="handles.csv", help="supplier_sku,handle mapping")
    p.add_argument("-o", "--output", required=True)
    a = p.parse_args()

    df = pd.read_csv(a.normalized, dtype={"supplier_sku": str, "ean": str})
    handles = pd.read_csv(a.handles, dtype=str)
    df = df.merge(handles, on="supplier_sku", how="inner")
    out = pd.DataFrame({
        "Handle": df["handle"],
        "Variant SKU": df["supplier_sku"],
        "Variant Price": (df["cost"] * a.margin).map(psych_price).round(2),
        "Variant Inventory Qty": df["stock"].fillna(0).astype(int),
    })
    out.to_csv(a.output, index=False)
    print(f"{len(out)} rows written to {a.output}")


if __name__ == "__main__":
    main()
