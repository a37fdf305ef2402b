#!/usr/bin/env python3
import argparse
from pathlib import Path

import pandas as pd
import yaml


def load_all(d):
    frames = []
    for f in Path(d).glob("*.csv"):
        df = pd.read_csv(f, encoding="utf-8", skiprows=lambda i: i < 0)
        df = df.rename(columns={"交易时间": "日期", "商品说明": "摘要", "交易对方": "摘要", "金额(元)": "金额"})
        frames.append(df[["日期", "摘要", "金额"]])
    return pd.concat(frames, ignore_index=True)


def classify(text, rules):
    for cat, words in rules.items():
        if any(w in str(text) for w in words):
            return cat
    return "未分类"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--month")
    ap.add_argument("--dir")
    a = ap.parse_args()
    rules = yaml.safe_load(open("rules.yaml", encoding="utf-8"))
    budget = yaml.safe_load(open("budget.yaml", encoding="utf-8"))
    df = load_all(a.dir)
    df["金额"] = pd.to_numeric(df["金额"].astype(str).str.replace("¥", ""), errors="coerce").abs()
    df["分类"] = df["摘要"].map(lambda t: classify(t, rules))
    s = df.groupby("分类")["金额"].sum()
    out = pd.DataFrame({"实际": s, "预算": pd.Series(budget)}).fillna(0)
    out["执行率%"] = (out["实际"] / out["预算"].replace(0, pd.NA) * 100).round(1)
    print(out.to_string())
    print("\n未分类：")
    print(df[df["分类"] == "未分类"].head(20).to_string(index=False))


if __name__ == "__main__":
    main()
