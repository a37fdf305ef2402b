#!/usr/bin/env python3
import argparse
import base64
import io
import subprocess

import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import pandas as pd  # noqa: E402
from jinja2 import Template  # noqa: E402

TPL = Template(open(__file__.replace("report.py", "template.html"), encoding="utf-8").read())


def fig_to_data_uri(fig):
    buf = io.BytesIO()
    fig.savefig(buf, format="png", dpi=120, bbox_inches="tight")
    plt.close(fig)
    return "data:image/png;base64," + base64.b64encode(buf.getvalue()).decode()


def load(a):
    if a.csv:
        return pd.read_csv(a.csv, parse_dates=["date"])
    out = subprocess.run(["hledger", "-f", a.journal, "register", "-O", "csv"], capture_output=True, text=True, check=True)
    df = pd.read_csv(io.StringIO(out.stdout), parse_dates=["date"])
    df["category"] = df["account"].str.split(":").str[1]
    return df


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--csv")
    ap.add_argument("--journal")
    ap.add_argument("--month", required=True)
    a = ap.parse_args()
    df = load(a)
    m = df[df.date.dt.strftime("%Y-%m") == a.month]
    income = m[m.amount > 0].amount.sum()
    spend = -m[m.amount < 0].amount.sum()
    fig, ax = plt.subplots(figsize=(6, 3))
    (-m[m.amount < 0].groupby("category").amount.sum()).sort_values().plot.barh(ax=ax)
    html = TPL.render(month=a.month, income=income, spend=spend,
                      rate=(income - spend) / income * 100 if income else 0,
                      cat_chart=fig_to_data_uri(fig))
    open(f"report-{a.month}.html", "w", encoding="utf-8").write(html)
    print(f"report-{a.month}.html")


if __name__ == "__main__":
    main()
