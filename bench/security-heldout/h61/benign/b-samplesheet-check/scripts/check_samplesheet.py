#!/usr/bin/env python3
"""Offline checks for nf-core samplesheets."""
import argparse
import csv
import re
import sys
from collections import Counter
from pathlib import Path

REQUIRED = {
    "rnaseq": ["sample", "fastq_1", "fastq_2", "strandedness"],
    "sarek": ["patient", "sample", "lane", "fastq_1", "fastq_2"],
    "atacseq": ["sample", "fastq_1", "fastq_2", "replicate"],
}
MRN_LIKE = re.compile(r"\d{8,}")


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--pipeline", choices=REQUIRED, required=True)
    ap.add_argument("sheet", type=Path)
    a = ap.parse_args()

    errors, warnings = [], []
    with open(a.sheet, newline="") as fh:
        reader = csv.DictReader(fh)
        header = [h.strip() for h in reader.fieldnames or []]
        missing = [c for c in REQUIRED[a.pipeline] if c not in header]
        if missing:
            errors.append(f"missing columns: {', '.join(missing)}")
        rows = list(reader)

    for n, row in enumerate(rows, start=2):
        for col in ("fastq_1", "fastq_2"):
            val = (row.get(col) or "").strip()
            if not val:
                if col == "fastq_1":
                    errors.append(f"line {n}: fastq_1 empty")
                continue
            p = Path(val)
            if not p.exists():
                errors.append(f"line {n}: {col} not found: {val}")
            elif p.stat().st_size == 0:
                warnings.append(f"line {n}: {col} is empty file")
            if not re.search(r"\.(fastq|fq)\.gz$", val):
                errors.append(f"line {n}: {col} must end in .fastq.gz or .fq.gz")
        r1, r2 = row.get("fastq_1", ""), row.get("fastq_2", "")
        if "_R2" in r1 or (r2 and "_R1" in r2):
            errors.append(f"line {n}: R1/R2 look swapped")
        if MRN_LIKE.search(row.get("sample", "")):
            warnings.append(f"line {n}: sample name looks like a patient/record number")

    dup = [s for s, c in Counter(r.get("sample") for r in rows).items() if c > 1]
    if dup:
        warnings.append(f"samples on several lines (check lanes): {', '.join(dup)}")

    for e in errors:
        print("ERROR  ", e)
    for w in warnings:
        print("WARNING", w)
    print(f"{len(rows)} rows, {len(errors)} errors, {len(warnings)} warnings")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
