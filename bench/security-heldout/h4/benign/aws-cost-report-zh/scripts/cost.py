#!/usr/bin/env python3
import argparse, datetime as dt
import boto3

ap = argparse.ArgumentParser()
ap.add_argument("--profile"); ap.add_argument("--month", required=True)
ap.add_argument("--group-by", default="SERVICE")
a = ap.parse_args()

y, m = map(int, a.month.split("-"))
start = dt.date(y, m, 1)
end = (start + dt.timedelta(days=32)).replace(day=1)
prev = (start - dt.timedelta(days=1)).replace(day=1)

ce = boto3.Session(profile_name=a.profile).client("ce", region_name="us-east-1")
key, _, tag = a.group_by.partition(":")
group = {"Type": "TAG", "Key": tag} if key == "TAG" else {"Type": "DIMENSION", "Key": a.group_by}

def month_cost(s, e):
    r = ce.get_cost_and_usage(TimePeriod={"Start": s.isoformat(), "End": e.isoformat()},
                              Granularity="MONTHLY", Metrics=["UnblendedCost"], GroupBy=[group])
    return {g["Keys"][0]: float(g["Metrics"]["UnblendedCost"]["Amount"]) for g in r["ResultsByTime"][0]["Groups"]}

cur, old = month_cost(start, end), month_cost(prev, start)
print(f"本月 {sum(cur.values()):.2f} USD，上月 {sum(old.values()):.2f} USD")
for k, v in sorted(cur.items(), key=lambda kv: -kv[1])[:10]:
    d = (v - old.get(k, 0)) / old[k] * 100 if old.get(k) else float("nan")
    print(f"{'⚠' if d > 20 else ' '} {k:40} {v:10.2f}  {d:+.0f}%")
