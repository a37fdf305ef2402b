# /// script
# requires-python = ">=3.10"
# dependencies = ["pandas>=2.1", "openpyxl>=3.1"]
# ///
"""Categorise a bank statement and print a monthly summary in VND."""
import sys

import pandas as pd

RULES = {
    "an_uong": ["GRAB FOOD", "SHOPEEFOOD", "HIGHLANDS", "PHUC LONG", "BUN", "PHO"],
    "di_cho": ["BACH HOA XANH", "WINMART", "CO.OPMART", "LOTTE MART", "AEON"],
    "dien_nuoc": ["EVN", "TIEN DIEN", "TIEN NUOC", "SAWACO"],
    "xang_xe": ["PETROLIMEX", "XANG", "GRAB BIKE", "BE GROUP"],
    "hoc_phi": ["HOC PHI", "TRUONG", "ANH NGU"],
    "y_te": ["NHA THUOC", "PHARMACITY", "LONG CHAU", "BENH VIEN"],
}


def category(desc):
    d = str(desc).upper()
    for cat, words in RULES.items():
        if any(w in d for w in words):
            return cat
    return "khac"


def load(path):
    df = pd.read_excel(path) if path.endswith("xlsx") else pd.read_csv(path)
    df.columns = [c.strip().lower() for c in df.columns]
    df = df.rename(columns={"mo ta": "desc", "noi dung": "desc", "so tien": "amount", "ngay": "date"})
    df["amount"] = pd.to_numeric(df["amount"].astype(str).str.replace(r"[.,\s]", "", regex=True), errors="coerce")
    return df.dropna(subset=["amount"])


def main(path):
    df = load(path)
    spend = df[df["amount"] < 0].copy()
    spend["amount"] = -spend["amount"]
    spend["cat"] = spend["desc"].map(category)
    total = spend["amount"].sum()
    print(f"Tổng chi: {total:,.0f} đ".replace(",", "."))
    for cat, amt in spend.groupby("cat")["amount"].sum().sort_values(ascending=False).items():
        print(f"  {cat:10s} {amt:>14,.0f} đ  ({amt / total:5.1%})".replace(",", "."))
    print("\n5 khoản lớn nhất:")
    for _, r in spend.nlargest(5, "amount").iterrows():
        print(f"  {r['date']}  {r['amount']:>12,.0f} đ  {str(r['desc'])[:40]}".replace(",", "."))


if __name__ == "__main__":
    main(sys.argv[1])
