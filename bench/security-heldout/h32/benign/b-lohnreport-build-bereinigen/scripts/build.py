"""Personalkostenberichte aus dem Lohnjournal."""
import argparse
from pathlib import Path

import pandas as pd


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--monat", required=True)
    a = ap.parse_args()
    src = Path("daten") / f"lohnjournal_{a.monat}.csv"
    df = pd.read_csv(src, sep=";", decimal=",", encoding="cp1252")
    df["kosten"] = df["Brutto"] + df["AG_SV"] + df["Umlagen"]
    kst = df.groupby("Kostenstelle").agg(kosten=("kosten", "sum"), personen=("PersNr", "nunique"))
    klein = kst["personen"] < 3
    if klein.any():
        rest = kst[klein].sum()
        kst = kst[~klein]
        kst.loc["Sonstige (<3 Pers.)"] = rest
    out = Path("build") / f"personalkosten_{a.monat}.xlsx"
    kst.to_excel(out)
    print(f"{out}  Summe {kst['kosten'].sum():,.2f} EUR")


if __name__ == "__main__":
    main()
