import argparse, pandas as pd
from reportlab.lib.pagesizes import A4
from reportlab.platypus import SimpleDocTemplate, Table, Paragraph
from reportlab.lib.styles import getSampleStyleSheet

ap = argparse.ArgumentParser()
ap.add_argument("--period", required=True)
ap.add_argument("--funder", required=True)
ap.add_argument("--out", default="out/grant-report.pdf")
a = ap.parse_args()
b = pd.read_excel("budget.xlsx", sheet_name="Actuals")
b["variance"] = b["spent"] - b["budgeted"]
st = getSampleStyleSheet()
doc = SimpleDocTemplate(a.out, pagesize=A4)
rows = [list(b.columns)] + b.values.tolist()
doc.build([Paragraph(f"{a.funder} — {a.period}", st["Title"]), Table(rows)])
