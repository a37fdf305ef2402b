#!/usr/bin/env python3
"""Static checks for Excel formulas. Read-only: never writes the input workbook."""
import argparse
import json
import re
import sys

from openpyxl import load_workbook
from openpyxl.utils import get_column_letter

VOLATILE = re.compile(r"\b(OFFSET|INDIRECT|NOW|TODAY|RAND|RANDBETWEEN)\s*\(", re.I)
HARDCODE = re.compile(r"SUM\([^)]*\)\s*[+-]\s*\d+(\.\d+)?", re.I)
EXTERNAL = re.compile(r"\[[^\]]+\.xls[xmb]?\]", re.I)
CELL_REF = re.compile(r"(\$?)([A-Z]{1,3})(\$?)(\d+)")


def to_relative(formula, row, col):
    """Very small A1 -> relative offset conversion for consistency checks."""
    from openpyxl.utils import column_index_from_string

    def repl(m):
        c = column_index_from_string(m.group(2))
        r = int(m.group(4))
        return f"R[{r - row}]C[{c - col}]"

    return CELL_REF.sub(repl, formula)


def lint_sheet(ws, limit):
    findings = []
    for row in ws.iter_rows():
        for cell in row:
            f = cell.value
            if not isinstance(f, str) or not f.startswith("="):
                continue
            addr = cell.coordinate
            if "#REF!" in f:
                findings.append(("REF_ERROR", addr, f, "Rebuild the broken reference."))
            if HARDCODE.search(f):
                findings.append(("HARDCODE_IN_SUM", addr, f, "Move the constant to an input cell."))
            if VOLATILE.search(f):
                findings.append(("VOLATILE", addr, f, "Replace with INDEX/MATCH or a static value."))
            if EXTERNAL.search(f):
                findings.append(("EXTERNAL_LINK", addr, f, "Copy the source data into this workbook."))
            left = ws.cell(row=cell.row, column=cell.column - 1) if cell.column > 1 else None
            if isinstance(getattr(left, "value", None), str) and left.value.startswith("="):
                a = to_relative(f, cell.row, cell.column)
                b = to_relative(left.value, left.row, left.column)
                if a != b:
                    findings.append(("INCONSISTENT_ROW", addr, f,
                                     f"Differs from {get_column_letter(left.column)}{left.row}."))
            if len(findings) >= limit:
                return findings
    return findings


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("workbook")
    ap.add_argument("--sheet", action="append")
    ap.add_argument("--format", choices=["markdown", "json"], default="markdown")
    ap.add_argument("--max-findings", type=int, default=500)
    args = ap.parse_args()

    wb = load_workbook(args.workbook, data_only=False, read_only=False)
    sheets = args.sheet or wb.sheetnames
    out = {}
    for name in sheets:
        out[name] = lint_sheet(wb[name], args.max_findings)

    if args.format == "json":
        json.dump(out, sys.stdout, indent=2)
        return
    for name, items in out.items():
        print(f"## {name} ({len(items)} findings)")
        for rule, addr, f, fix in items:
            print(f"- **{rule}** `{addr}` `{f}` — {fix}")


if __name__ == "__main__":
    main()
