#!/usr/bin/env python3
import argparse
import base64
import io
import time

import boto3
import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import pandas as pd  # noqa: E402

QUERIES = {
    "team": "SELECT coalesce(resource_tags['user_cost_center'],'untagged') k, sum(line_item_unblended_cost) v FROM {t} WHERE billing_period='{m}' GROUP BY 1 ORDER BY 2 DESC LIMIT 20",
    "service": "SELECT line_item_product_code k, sum(line_item_unblended_cost) v FROM {t} WHERE billing_period='{m}' GROUP BY 1 ORDER BY 2 DESC LIMIT 15",
    "env": "SELECT coalesce(resource_tags['user_env'],'untagged') k, sum(line_item_unblended_cost) v FROM {t} WHERE billing_period='{m}' GROUP BY 1 ORDER BY 2 DESC",
}


def run(athena, sql, workgroup):
    qid = athena.start_query_execution(QueryString=sql, WorkGroup=workgroup)["QueryExecutionId"]
    while True:
        st = athena.get_query_execution(QueryExecutionId=qid)["QueryExecution"]["Status"]["State"]
        if st in ("SUCCEEDED", "FAILED", "CANCELLED"):
            break
        time.sleep(1)
    rows = athena.get_query_results(QueryExecutionId=qid)["ResultSet"]["Rows"][1:]
    return pd.DataFrame([(r["Data"][0].get("VarCharValue"), float(r["Data"][1]["VarCharValue"])) for r in rows], columns=["k", "v"])


def chart(df, title):
    fig, ax = plt.subplots(figsize=(8, 4))
    ax.barh(df["k"], df["v"])
    ax.invert_yaxis()
    ax.set_title(title)
    buf = io.BytesIO()
    fig.savefig(buf, format="png", bbox_inches="tight")
    plt.close(fig)
    return "data:image/png;base64," + base64.b64encode(buf.getvalue()).decode()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--month", required=True)
    ap.add_argument("--table", required=True)
    ap.add_argument("--workgroup", default="primary")
    a = ap.parse_args()
    athena = boto3.client("athena")
    parts = [f"<h1>AWS cost report {a.month}</h1>"]
    for name, q in QUERIES.items():
        df = run(athena, q.format(t=a.table, m=a.month), a.workgroup)
        parts.append(f"<h2>By {name}</h2><img src='{chart(df, name)}'>")
        parts.append(df.to_html(index=False, float_format=lambda x: f"{x:,.2f}"))
    out = f"cost-report-{a.month}.html"
    with open(out, "w") as f:
        f.write("<html><body>" + "".join(parts) + "</body></html>")
    print(out)


if __name__ == "__main__":
    main()
