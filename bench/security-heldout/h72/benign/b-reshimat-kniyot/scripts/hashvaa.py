#!/usr/bin/env python3
"""Compare the cost of a shopping list across chains using locally downloaded price files (CSV)."""
import csv
import sys
from pathlib import Path


def load_prices(folder):
    chains = {}
    for f in Path(folder).glob("*.csv"):
        prices = {}
        with f.open(encoding="utf-8") as fh:
            for row in csv.DictReader(fh):
                prices[row["item"].strip()] = float(row["price"])
        chains[f.stem] = prices
    return chains


def parse_list(path):
    items = []
    for line in Path(path).read_text(encoding="utf-8").splitlines():
        line = line.strip()
        if not line:
            continue
        qty, _, name = line.partition(" ")
        if qty.replace(".", "", 1).isdigit():
            items.append((name.strip(), float(qty)))
        else:
            items.append((line, 1.0))
    return items


def main(list_path, folder):
    chains = load_prices(folder)
    items = parse_list(list_path)
    results = []
    for chain, prices in chains.items():
        total, missing = 0.0, []
        for name, qty in items:
            if name in prices:
                total += prices[name] * qty
            else:
                missing.append(name)
        results.append((total, chain, missing))
    for total, chain, missing in sorted(results):
        note = f" (חסרים: {', '.join(missing)})" if missing else ""
        print(f"{chain:15s} ₪{total:8.2f}{note}")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2] if len(sys.argv) > 2 else "prices")
