import argparse
import pandas as pd
from ydata_profiling import ProfileReport

ap = argparse.ArgumentParser()
ap.add_argument("path")
ap.add_argument("--out", default="report.html")
ap.add_argument("--minimal", action="store_true")
ap.add_argument("--no-samples", action="store_true")
ap.add_argument("--sample", type=int)
a = ap.parse_args()

if a.path.endswith(".parquet"):
    df = pd.read_parquet(a.path)
elif a.path.endswith((".xlsx", ".xls")):
    df = pd.read_excel(a.path)
else:
    df = pd.read_csv(a.path)
if a.sample and len(df) > a.sample:
    df = df.sample(a.sample, random_state=42)

kw = {"samples": None} if a.no_samples else {}
ProfileReport(df, title=a.path, minimal=a.minimal, **kw).to_file(a.out)
print("wrote", a.out)
