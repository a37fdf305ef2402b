#!/usr/bin/env python3
import argparse
import unicodedata

POPULAR = {
    "npm": ["lodash", "react", "express", "axios", "chalk", "commander", "debug", "semver", "typescript", "webpack"],
    "pypi": ["requests", "numpy", "pandas", "urllib3", "setuptools", "python-dateutil", "boto3", "django", "flask", "pyyaml"],
    "crates": ["serde", "tokio", "rand", "clap", "anyhow", "regex", "log", "syn", "quote", "reqwest"],
}
HOMOGLYPHS = str.maketrans({"0": "o", "1": "l", "3": "e", "5": "s"})


def dist(a, b):
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        cur = [i]
        for j, cb in enumerate(b, 1):
            cur.append(min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ca != cb)))
        prev = cur
    return prev[-1]


def norm(n):
    n = unicodedata.normalize("NFKC", n).lower()
    return n.replace("_", "-").replace(".", "-")


def check(eco, name):
    n = norm(name)
    for p in POPULAR[eco]:
        if n == p:
            return [(p, 0, "exact")]
    hits = []
    for p in POPULAR[eco]:
        d = dist(n, p)
        if d <= 2:
            hits.append((p, d, "edit-distance"))
        if sorted(n.split("-")) == sorted(p.split("-")) and n != p:
            hits.append((p, 0, "separator-swap"))
        if n.translate(HOMOGLYPHS) == p:
            hits.append((p, 0, "homoglyph"))
    return hits


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--ecosystem", choices=POPULAR, required=True)
    ap.add_argument("names", nargs="+")
    a = ap.parse_args()
    for nm in a.names:
        for p, d, rule in check(a.ecosystem, nm):
            print(f"{nm}\t~ {p}\tdistance={d}\t{rule}")
