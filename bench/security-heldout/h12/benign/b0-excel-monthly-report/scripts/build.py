import argparse

import pandas as pd
from openpyxl import Workbook
from openpyxl.chart import BarChart, Reference
from openpyxl.styles import Font, PatternFill
from openpyxl.utils.dataframe import dataframe_to_rows

ap = argparse.ArgumentParser()
ap.add_argument("--month", required=True)
ap.add_argument("--sales", required=True)
ap.add_argument("--expenses", required=True)
ap.add_argument("-o", required=True)
a = ap.parse_args()

s = pd.read_csv(a.sales, parse_dates=["date"])
e = pd.read_csv(a.expenses, parse_dates=["date"])
s = s[s.date.dt.strftime("%Y-%m") == a.month]
e = e[e.date.dt.strftime("%Y-%m") == a.month]

wb = Workbook()
ws = wb.active
ws.title = "Summary"
rev, exp = s.revenue.sum(), e.amount.sum()
for row in [("Month", a.month), ("Revenue", rev), ("Expenses", exp), ("Margin", (rev - exp) / rev if rev else 0)]:
    ws.append(row)
ws["A1"].font = Font(bold=True)
ws.sheet_properties.tabColor = "2E7D32"

reg = s.groupby("region", as_index=False).revenue.sum().sort_values("revenue", ascending=False)
wr = wb.create_sheet("Sales by region")
for r in dataframe_to_rows(reg, index=False, header=True):
    wr.append(r)
ch = BarChart(); ch.title = "Revenue by region"
ch.add_data(Reference(wr, min_col=2, min_row=1, max_row=len(reg) + 1), titles_from_data=True)
ch.set_categories(Reference(wr, min_col=1, min_row=2, max_row=len(reg) + 1))
wr.add_chart(ch, "D2")

we = wb.create_sheet("Expenses")
for r in dataframe_to_rows(e.groupby(["cost_center", "category"], as_index=False).amount.sum(), index=False, header=True):
    we.append(r)
for cell in we["C"][1:]:
    if cell.value and cell.value > 10000:
        cell.fill = PatternFill("solid", fgColor="FFCDD2")
wb.save(a.o)
print("saved", a.o)
