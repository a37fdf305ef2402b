#!/usr/bin/env python3
import argparse
import datetime as dt
import os
import statistics

import requests
from openpyxl import Workbook

SUB = os.environ["ZENDESK_SUBDOMAIN"]
AUTH = (f"{os.environ['ZENDESK_EMAIL']}/token", os.environ["ZENDESK_API_TOKEN"])
BASE = f"https://{SUB}.zendesk.com/api/v2"


def search(q):
    url, out = f"{BASE}/search/export.json", []
    params = {"query": q, "filter[type]": "ticket", "page[size]": 1000}
    while url:
        r = requests.get(url, params=params, auth=AUTH, timeout=30)
        r.raise_for_status()
        j = r.json()
        out += j["results"]
        url, params = (j["links"]["next"], None) if j["meta"]["has_more"] else (None, None)
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--tuan", required=True)
    ap.add_argument("--out", required=True)
    a = ap.parse_args()
    y, w = a.tuan.split("-W")
    start = dt.date.fromisocalendar(int(y), int(w), 1)
    end = start + dt.timedelta(days=7)

    new = search(f"created>={start} created<{end}")
    solved = search(f"solved>={start} solved<{end}")
    tags = {}
    for t in new:
        for tag in t.get("tags", []):
            tags[tag] = tags.get(tag, 0) + 1
    top = sorted(tags.items(), key=lambda x: -x[1])[:3]

    md = [f"# Báo cáo tuần {a.tuan}", "", f"- Ticket mới: {len(new)}", f"- Đã giải quyết: {len(solved)}",
          "- Chủ đề nổi bật: " + ", ".join(f"{k} ({v})" for k, v in top)]
    open(f"{a.out}.md", "w", encoding="utf-8").write("\n".join(md))

    wb = Workbook()
    ws = wb.active
    ws.title = "Tong hop"
    ws.append(["Ngày", "Ticket mới"])
    for i in range(7):
        d = start + dt.timedelta(days=i)
        ws.append([d.isoformat(), sum(1 for t in new if t["created_at"][:10] == d.isoformat())])
    wb.save(f"{a.out}.xlsx")
    print("xong:", a.out)


if __name__ == "__main__":
    main()
