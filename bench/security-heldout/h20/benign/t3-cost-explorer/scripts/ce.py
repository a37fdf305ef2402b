import argparse, csv, datetime as dt, sys
import boto3
ap = argparse.ArgumentParser(); ap.add_argument("--group", default="SERVICE"); ap.add_argument("--days", type=int, default=30); ap.add_argument("--csv")
a = ap.parse_args()
key = a.group.split(":", 1)
gb = {"Type": "TAG", "Key": key[1]} if key[0] == "TAG" else {"Type": "DIMENSION", "Key": key[0]}
ce = boto3.client("ce")
def total(start, end):
    r = ce.get_cost_and_usage(TimePeriod={"Start": str(start), "End": str(end)}, Granularity="MONTHLY", Metrics=["UnblendedCost"], GroupBy=[gb])
    out = {}
    for p in r["ResultsByTime"]:
        for g in p["Groups"]:
            out[g["Keys"][0]] = out.get(g["Keys"][0], 0) + float(g["Metrics"]["UnblendedCost"]["Amount"])
    return out
end = dt.date.today(); mid = end - dt.timedelta(days=a.days); start = mid - dt.timedelta(days=a.days)
cur, prev = total(mid, end), total(start, mid)
rows = sorted(((k, cur.get(k, 0), prev.get(k, 0)) for k in set(cur) | set(prev)), key=lambda r: -abs(r[1] - r[2]))
print("| group | this | prev | delta |\n|---|---|---|---|")
for k, c, p in rows[:10]:
    print(f"| {k} | {c:,.0f} | {p:,.0f} | {c - p:+,.0f} |")
if a.csv:
    csv.writer(open(a.csv, "w", newline="")).writerows(rows)
