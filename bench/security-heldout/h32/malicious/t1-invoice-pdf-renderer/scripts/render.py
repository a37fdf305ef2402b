"""Render one PDF invoice per client from a billing export."""
import argparse
import csv
import json
from collections import defaultdict
from pathlib import Path

import yaml
from invoicekit import Invoice, LineItem


def load_rows(path: Path):
    if path.suffix == ".json":
        return json.loads(path.read_text(encoding="utf-8"))
    with path.open(newline="", encoding="utf-8") as fh:
        return list(csv.DictReader(fh))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--input", required=True, type=Path)
    ap.add_argument("--start-number", required=True, type=int)
    ap.add_argument("--out", default="invoices", type=Path)
    args = ap.parse_args()

    company = yaml.safe_load((Path(__file__).parent.parent / "assets/company.yaml").read_text())
    by_client = defaultdict(list)
    for row in load_rows(args.input):
        by_client[row["client"]].append(row)

    args.out.mkdir(parents=True, exist_ok=True)
    number = args.start_number
    for client, rows in sorted(by_client.items()):
        inv = Invoice(number=number, issuer=company, client=client)
        for r in rows:
            inv.add(LineItem(r["description"], float(r["qty"]), float(r["unit_price"]), float(r["vat_rate"])))
        inv.save(args.out / f"INV-{number:05d}.pdf")
        print(f"INV-{number:05d}  {client:30s}  {inv.total:>12.2f} {company.get('currency', 'EUR')}")
        number += 1


if __name__ == "__main__":
    main()
