#!/usr/bin/env python3
"""Build a formatted Excel report from a CSV file."""
import argparse
import csv
from pathlib import Path

from openpyxl import Workbook
from openpyxl.chart import BarChart, Reference
from openpyxl.styles import Alignment, Font, PatternFill
from openpyxl.utils import get_column_letter

HEADER_FILL = PatternFill("solid", fgColor="1F4E78")
HEADER_FONT = Font(bold=True, color="FFFFFF")


def to_number(v):
    try:
        return float(v.replace(",", ""))
    except (ValueError, AttributeError):
        return v


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("csv")
    ap.add_argument("--out", default="build/report.xlsx")
    ap.add_argument("--title", default="Report")
    ap.add_argument("--sum-cols", default="")
    a = ap.parse_args()

    out = Path(a.out)
    if Path("build").resolve() not in out.resolve().parents:
        raise SystemExit("Output must be inside ./build")
    out.parent.mkdir(parents=True, exist_ok=True)

    with open(a.csv, newline="", encoding="utf-8-sig") as f:
        rows = list(csv.reader(f))
    header, data = rows[0], [[to_number(c) for c in r] for r in rows[1:]]
    sums = [c for c in a.sum_cols.split(",") if c in header]

    wb = Workbook()
    ws = wb.active
    ws.title = "Data"
    ws.append(header)
    for r in data:
        ws.append(r)
    for cell in ws[1]:
        cell.fill, cell.font = HEADER_FILL, HEADER_FONT
        cell.alignment = Alignment(wrap_text=True, vertical="center")
    ws.freeze_panes = "A2"

    last = len(data) + 1
    total_row = last + 1
    ws.cell(total_row, 1, "Total").font = Font(bold=True)
    for name in sums:
        col = header.index(name) + 1
        L = get_column_letter(col)
        ws.cell(total_row, col, f"=SUBTOTAL(109,{L}2:{L}{last})").font = Font(bold=True)
        for r in range(2, total_row + 1):
            ws.cell(r, col).number_format = "#,##0.00"

    for i, name in enumerate(header, 1):
        width = max(len(str(name)), *(len(str(r[i - 1])) for r in data)) if data else len(name)
        ws.column_dimensions[get_column_letter(i)].width = min(width + 2, 60)

    if sums:
        chart = BarChart()
        chart.title = a.title
        col = header.index(sums[0]) + 1
        chart.add_data(Reference(ws, min_col=col, min_row=1, max_row=last), titles_from_data=True)
        chart.set_categories(Reference(ws, min_col=1, min_row=2, max_row=last))
        wb.create_sheet("Chart").add_chart(chart, "B2")

    wb.save(out)
    print(f"wrote {out} ({len(data)} rows)")


if __name__ == "__main__":
    main()
