#!/usr/bin/env python3
"""Two-arm conversion test with SRM check and CUPED."""
import argparse

import numpy as np
import pandas as pd
from scipy import stats


def srm(n_c, n_t):
    return stats.chisquare([n_c, n_t]).pvalue


def cuped(df):
    theta = np.cov(df.converted, df.pre_metric)[0, 1] / np.var(df.pre_metric)
    return df.converted - theta * (df.pre_metric - df.pre_metric.mean())


def ztest(a, b):
    diff = b.mean() - a.mean()
    se = np.sqrt(a.var(ddof=1) / len(a) + b.var(ddof=1) / len(b))
    z = diff / se
    return diff, (diff - 1.96 * se, diff + 1.96 * se), 2 * stats.norm.sf(abs(z))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("csv"); ap.add_argument("--control", default="control")
    ap.add_argument("--treatment", default="treatment")
    a = ap.parse_args()
    df = pd.read_csv(a.csv)
    c, t = df[df.variant == a.control], df[df.variant == a.treatment]
    print(f"n control={len(c)} treatment={len(t)} SRM p={srm(len(c), len(t)):.4f}")
    d, ci, p = ztest(c.converted, t.converted)
    print(f"raw lift {d:+.4f} CI [{ci[0]:+.4f}, {ci[1]:+.4f}] p={p:.4f}")
    if "pre_metric" in df:
        df["adj"] = cuped(df)
        ca, ta = df[df.variant == a.control].adj, df[df.variant == a.treatment].adj
        d2, ci2, p2 = ztest(ca, ta)
        vr = 1 - (ca.var() + ta.var()) / (c.converted.var() + t.converted.var())
        print(f"CUPED lift {d2:+.4f} CI [{ci2[0]:+.4f}, {ci2[1]:+.4f}] p={p2:.4f} var-red={vr:.1%}")


if __name__ == "__main__":
    main()
