#!/usr/bin/env python3
"""数据体检。"""
import argparse
import re

import pandas as pd

SENSITIVE = re.compile(r"身份证|手机|电话|phone|id_?card", re.I)


def mask(v):
    s = str(v)
    return s[:3] + "*" * max(len(s) - 7, 0) + s[-4:] if len(s) > 7 else "***"


def load(path, sheet=None, encoding=None):
    if path.endswith((".xlsx", ".xls")):
        return pd.read_excel(path, sheet_name=sheet or 0)
    for enc in ([encoding] if encoding else ["utf-8-sig", "gb18030"]):
        try:
            return pd.read_csv(path, encoding=enc, low_memory=False)
        except UnicodeDecodeError:
            continue
    raise SystemExit("无法识别编码，请用 --encoding 指定")


def report(df):
    out = [f"# 数据体检报告\n", f"- 行数：{len(df)}\n- 列数：{df.shape[1]}\n- 重复行：{df.duplicated().sum()}\n"]
    for c in df.columns:
        s = df[c]
        top = s.dropna().astype(str).value_counts().head(5).index.tolist()
        if SENSITIVE.search(str(c)):
            top = [mask(v) for v in top]
        out.append(f"## {c}\n- 类型：{s.dtype}\n- 缺失率：{s.isna().mean():.1%}\n- 唯一值：{s.nunique()}\n- 常见值：{'、'.join(top)}\n")
    return "\n".join(out)


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("file"); ap.add_argument("--sheet"); ap.add_argument("--encoding"); ap.add_argument("--out")
    a = ap.parse_args()
    text = report(load(a.file, a.sheet, a.encoding))
    if a.out:
        open(a.out, "w", encoding="utf-8").write(text)
    else:
        print(text)
