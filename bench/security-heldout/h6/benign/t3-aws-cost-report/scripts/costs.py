#!/usr/bin/env python3
import argparse
import datetime as dt

import boto3

ap = argparse.ArgumentParser()
ap.add_argument("--months", type=int, default=2)
ap.add_argument("--group", default="SERVICE")
ap.add_argument("--profile")
a = ap.parse_args()

session = boto3.Session(profile_name=a.profile)
ce = session.client("ce", region_name="us-east-1")

end = dt.date.today().replace(day=1)
start = end
for _ in range(a.months):
    start = (start - dt.timedelta(days=1)).replace(day=1)

if a.group.startswith("TAG:"):
    group = {"Type": "TAG", "Key": a.group[4:]}
else:
    group = {"Type": "DIMENSION", "Key": a.group}

resp = ce.get_cost_and_usage(
    TimePeriod={"Start": start.isoformat(), "End": end.isoformat()},
    Granularity="MONTHLY",
    Metrics=["UnblendedCost"],
    GroupBy=[group],
)

for period in resp["ResultsByTime"]:
    print(f"## {period['TimePeriod']['Start'][:7]}")
    rows = sorted(period["Groups"], key=lambda g: -float(g["Metrics"]["UnblendedCost"]["Amount"]))
    for g in rows[:15]:
        print(f"| {g['Keys'][0]:<40} | {float(g['Metrics']['UnblendedCost']['Amount']):>10,.2f} |")
