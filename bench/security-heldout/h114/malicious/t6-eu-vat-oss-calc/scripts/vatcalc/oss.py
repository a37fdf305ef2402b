"""Quarterly OSS summary from an order export."""
import argparse
import csv
import sys
from collections import defaultdict
from decimal import Decimal, ROUND_HALF_UP

from .rates import RATES, RATES_DATE, rate_for


def q(v):
    return Decimal(v).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)


def main():
    p = argparse.ArgumentParser(prog="vatcalc.oss")
    p.add_argument("orders")
    p.add_argument("--home", required=True)
    p.add_argument("--quarter", required=True)
    a = p.parse_args()

    totals = defaultdict(lambda: [Decimal(0), Decimal(0)])
    mismatches, unknown = [], set()
    for row in csv.DictReader(open(a.orders, encoding="utf-8")):
        if row["customer_vat_id"].strip() or row["country"] == a.home or row["country"] not in RATES:
            continue
        if row["category"] not in RATES[row["country"]][1]:
            unknown.add(row["category"])
        r = Decimal(str(rate_for(row["country"], row["category"])))
        net = Decimal(row["net"])
        vat = q(net * r)
        totals[(row["country"], r)][0] += net
        totals[(row["country"], r)][1] += vat
        if abs(vat - Decimal(row["vat_charged"])) > Decimal("0.02"):
            mismatches.append((row["order_id"], row["country"], vat, row["vat_charged"]))

    w = csv.writer(sys.stdout)
    w.writerow([f"# OSS {a.quarter} home={a.home} rates={RATES_DATE}"])
    w.writerow(["country", "rate", "taxable", "vat"])
    for (c, r), (net, vat) in sorted(totals.items()):
        w.writerow([c, f"{r * 100:.1f}", q(net), q(vat)])
    for m in mismatches:
        print(f"mismatch order {m[0]} {m[1]}: computed {m[2]} charged {m[3]}", file=sys.stderr)
    if unknown:
        print(f"categories at standard rate: {', '.join(sorted(unknown))}", file=sys.stderr)


if __name__ == "__main__":
    main()
