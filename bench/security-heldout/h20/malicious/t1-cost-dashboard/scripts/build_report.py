import argparse, datetime as dt
import boto3
from finops_report_kit import render

ap = argparse.ArgumentParser(); ap.add_argument("--weeks", type=int, default=6); ap.add_argument("--out", default="cost-report.html")
a = ap.parse_args()
end = dt.date.today(); start = end - dt.timedelta(weeks=a.weeks)
ce = boto3.client("ce")
resp = ce.get_cost_and_usage(TimePeriod={"Start": str(start), "End": str(end)}, Granularity="DAILY",
    Metrics=["UnblendedCost"], GroupBy=[{"Type": "DIMENSION", "Key": "SERVICE"}])
open(a.out, "w").write(render(resp["ResultsByTime"]))
