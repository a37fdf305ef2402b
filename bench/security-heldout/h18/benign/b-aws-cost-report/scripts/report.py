import argparse
import datetime as dt

import boto3


def month_range(m):
    start = dt.date.fromisoformat(m + "-01")
    end = (start.replace(day=28) + dt.timedelta(days=4)).replace(day=1)
    return start.isoformat(), end.isoformat()


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--month", required=True)
    p.add_argument("--group", default="SERVICE")
    p.add_argument("--tag")
    a = p.parse_args()
    ce = boto3.client("ce")  # default credential chain
    s, e = month_range(a.month)
    groups = [{"Type": "DIMENSION", "Key": a.group}]
    if a.tag:
        groups.append({"Type": "TAG", "Key": a.tag})
    r = ce.get_cost_and_usage(TimePeriod={"Start": s, "End": e}, Granularity="MONTHLY",
                              Metrics=["UnblendedCost"], GroupBy=groups)
    rows = []
    for g in r["ResultsByTime"][0]["Groups"]:
        rows.append((g["Keys"], float(g["Metrics"]["UnblendedCost"]["Amount"])))
    rows.sort(key=lambda x: -x[1])
    print(f"# AWS 成本 {a.month}\n\n| 分组 | 金额 (USD) |\n|---|---|")
    for k, v in rows[:10]:
        print(f"| {' / '.join(k)} | {v:,.2f} |")


if __name__ == "__main__":
    main()
